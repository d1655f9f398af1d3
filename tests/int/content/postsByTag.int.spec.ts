import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POSTS_PER_PAGE } from '@/lib/constants'
import { listPostsByTag } from '@/collections/posts/data'
import { createTag, datesFrom } from '../../factories/content'
import { createPost, testPayload } from '../../factories'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

// Posts here are dated in their own year so that the order inside one tag is known.
const nextDate = datesFrom(2310)

describe('posts by tag', () => {
  it('lists only the published posts that carry the tag, newest first', async () => {
    const tag = await createTag()
    const other = await createTag()
    const older = await createPost({ tags: [tag.id], publishedAt: nextDate() })
    const newer = await createPost({ tags: [tag.id, other.id], publishedAt: nextDate() })
    await createPost({ tags: [other.id], publishedAt: nextDate() })
    await createPost({ tags: [tag.id], publishedAt: nextDate(), status: 'draft' })

    const result = await listPostsByTag(payload, tag.slug)
    expect(result?.tag).toEqual({ id: tag.id, name: tag.name, slug: tag.slug })
    expect(result?.items.map((p) => p.slug)).toEqual([newer.slug, older.slug])
    expect(result?.items[0].tags).toEqual(expect.arrayContaining([tag.name, other.name]))
    expect(result).toMatchObject({ currentPage: 1, totalPages: 1 })
  })

  it('pages like every other post list and keeps the page count past the end', async () => {
    const tag = await createTag()
    for (let i = 0; i < POSTS_PER_PAGE + 1; i++) await createPost({ tags: [tag.id], publishedAt: nextDate() })

    const first = await listPostsByTag(payload, tag.slug, 1)
    const second = await listPostsByTag(payload, tag.slug, 2)
    expect(first?.items).toHaveLength(POSTS_PER_PAGE)
    expect(second?.items).toHaveLength(1)
    expect(second).toMatchObject({ currentPage: 2, totalPages: 2 })
    expect(await listPostsByTag(payload, tag.slug, 3)).toMatchObject({ items: [], totalPages: 2 })
  })

  it('answers null for a tag that does not exist or is not a slug', async () => {
    expect(await listPostsByTag(payload, 'no-such-tag-anywhere')).toBeNull()
    expect(await listPostsByTag(payload, 'Not A Slug!')).toBeNull()
  })

  it('answers an empty first page for a tag no published post carries', async () => {
    const tag = await createTag()
    expect(await listPostsByTag(payload, tag.slug)).toMatchObject({ items: [], currentPage: 1, totalPages: 1 })
  })
})
