/**
 * The bulk writes of generated posts (`npm run seed -- --posts N`): published rows with their
 * tags, no version and no hook, a slug already there skipped.
 */
import { afterAll, describe, expect, it } from 'vitest'

import { analyzePosts, analyzeSearchDocuments, insertPosts, tagPosts, type BulkPost } from '@/lib/db/bulkPosts'
import { slugify } from '@/fields/slug'
import { lexicalFromBlocks } from '@/seed/lexical'
import { createCategory, testPayload, unique } from '../../factories'

const written: number[] = []
afterAll(async () => {
  const payload = await testPayload()
  if (written.length) await payload.delete({ collection: 'posts', where: { id: { in: written } } })
})

const bulkPost = (categoryId: number, overrides: Partial<BulkPost> = {}): BulkPost => {
  const title = unique('Generated post')
  return {
    title,
    summary: 'A generated summary.',
    slug: slugify(title),
    content: lexicalFromBlocks(['A generated paragraph.']),
    // Long ago, so the lists other files check by date never see these.
    publishedAt: '2001-02-03T04:05:06.000Z',
    categoryId,
    coverImageId: null,
    views: 37,
    ...overrides,
  }
}

describe('the generated posts’ bulk writes', () => {
  it('inserts published posts as given, with no version, and skips a slug already there', async () => {
    const payload = await testPayload()
    const category = await createCategory()
    const posts = [bulkPost(category.id), bulkPost(category.id)]
    const ids = await insertPosts(payload, posts)
    written.push(...ids)
    expect(ids).toHaveLength(2)

    const read = await payload.findByID({ collection: 'posts', id: ids[0], depth: 0 })
    expect(read).toMatchObject({
      title: posts[0].title,
      slug: posts[0].slug,
      summary: posts[0].summary,
      category: category.id,
      publishedAt: posts[0].publishedAt,
      views: 37,
      readingTime: 2,
      featured: false,
      _status: 'published',
    })
    expect((await payload.countVersions({ collection: 'posts', where: { parent: { in: ids } } })).totalDocs).toBe(0)

    const again = await insertPosts(payload, [posts[1], bulkPost(category.id)])
    written.push(...again)
    expect(again).toHaveLength(1)
    expect(await insertPosts(payload, [])).toEqual([])
  })

  it('gives posts their tags in order', async () => {
    const payload = await testPayload()
    const category = await createCategory()
    const tags = await Promise.all(
      [unique('Tag'), unique('Tag')].map((name) => payload.create({ collection: 'tags', data: { name, slug: slugify(name) } })),
    )
    const [id] = await insertPosts(payload, [bulkPost(category.id)])
    written.push(id)

    await tagPosts(payload, [{ postId: id, tagIds: [tags[1].id, tags[0].id] }])
    expect((await payload.findByID({ collection: 'posts', id, depth: 0 })).tags).toEqual([tags[1].id, tags[0].id])
    await expect(tagPosts(payload, [])).resolves.toBeUndefined()
  })

  it('refreshes the planner’s statistics', async () => {
    const payload = await testPayload()
    await expect(analyzePosts(payload)).resolves.toBeUndefined()
    await expect(analyzeSearchDocuments(payload)).resolves.toBeUndefined()
  })
})
