/**
 * The categories' post counts, one GROUP BY over the posts and categories tables.
 */
import { describe, expect, it } from 'vitest'

import { categoryPostCounts } from '@/lib/db/categories'
import { createCategory, createPost, testPayload } from '../../factories'
import { unpublishPost } from '../../factories/community'

describe('categoryPostCounts', () => {
  it('counts each category’s published posts, drafts and unpublished posts aside, every category by name', async () => {
    const payload = await testPayload()
    const [busy, empty] = await Promise.all([createCategory(), createCategory()])
    await Promise.all([createPost({ category: busy.id }), createPost({ category: busy.id }), createPost({ category: busy.id, status: 'draft' })])
    await unpublishPost(await createPost({ category: busy.id }))

    const counts = await categoryPostCounts(payload)
    expect(counts.find((c) => c.slug === busy.slug)).toEqual({ name: busy.name, slug: busy.slug, count: 2 })
    expect(counts.find((c) => c.slug === empty.slug)).toEqual({ name: empty.name, slug: empty.slug, count: 0 })
    const { totalDocs } = await payload.count({ collection: 'categories' })
    expect(counts.length).toBeGreaterThanOrEqual(totalDocs - 2)
    const names = counts.map((c) => c.name)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
  })
})
