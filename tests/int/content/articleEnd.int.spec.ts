import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getAdjacentPosts, getReadNext } from '@/collections/posts/endOfArticle'
import { slugify } from '@/fields/slug'
import { createTag, datesFrom } from '../../factories/content'
import { createCategory, createPost, testPayload, unique } from '../../factories'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

/**
 * "Read next" falls back on the site's newest posts: this file's posts are dated in a year of
 * their own, after every other file's, so that the newest posts of the site are its own. They
 * name a guest writer, so that they never crowd the site's own writer's page in another file.
 */
const newestOfAll = datesFrom(3300)
const guestWriter = async () => {
  const name = unique('Guest writer')
  return (await payload.create({ collection: 'authors', data: { name, slug: slugify(name) } })).id
}
const dated = datesFrom(3050)

const slugsOf = (posts: { slug: string }[]) => posts.map((post) => post.slug)

describe('read next', () => {
  it('puts the posts sharing the most (category and tags) first, newer first among equals, never the post itself or a draft', async () => {
    const [category, otherCategory] = await Promise.all([createCategory(), createCategory()])
    const [faith, hope] = await Promise.all([createTag(), createTag()])
    const post = await createPost({ category: category.id, tags: [faith.id, hope.id], publishedAt: dated() })
    const bothTags = await createPost({ category: otherCategory.id, tags: [faith.id, hope.id], publishedAt: dated() })
    const sameCategory = await createPost({ category: category.id, publishedAt: dated() })
    const oneTag = await createPost({ category: otherCategory.id, tags: [hope.id], publishedAt: dated() })
    // Shares everything, but nobody may read it yet.
    await createPost({ category: category.id, tags: [faith.id, hope.id], publishedAt: dated(), status: 'draft' })
    // Shares nothing: only a fill-in, which is not needed here.
    await createPost({ category: otherCategory.id, publishedAt: dated() })

    expect(slugsOf(await getReadNext(payload, post.slug))).toEqual([bothTags.slug, oneTag.slug, sameCategory.slug])
  })

  it('weighs a post sharing its category and a tag however many newer posts the category holds', async () => {
    const [category, tag] = await Promise.all([createCategory(), createTag()])
    const older = datesFrom(3040)
    const tagMate = await createPost({ category: category.id, tags: [tag.id], publishedAt: older() })
    const post = await createPost({ category: category.id, tags: [tag.id], publishedAt: older() })
    const newer = datesFrom(3045)
    for (let i = 0; i < 101; i += 1) await createPost({ category: category.id, publishedAt: newer() })

    const readNext = await getReadNext(payload, post.slug)
    expect(readNext).toHaveLength(3)
    expect(readNext[0].slug).toBe(tagMate.slug)
  }, 120_000)

  it('makes up three with the newest published posts when too few share anything', async () => {
    const [lonelyCategory, tag, author] = await Promise.all([createCategory(), createTag(), guestWriter()])
    const post = await createPost({ category: lonelyCategory.id, tags: [tag.id], author, publishedAt: newestOfAll() })
    const related = await createPost({ category: (await createCategory()).id, tags: [tag.id], author, publishedAt: newestOfAll() })
    const older = await createPost({ category: (await createCategory()).id, author, publishedAt: newestOfAll() })
    const newer = await createPost({ category: (await createCategory()).id, author, publishedAt: newestOfAll() })
    await createPost({ category: (await createCategory()).id, author, publishedAt: newestOfAll(), status: 'draft' })

    const readNext = await getReadNext(payload, post.slug)
    expect(slugsOf(readNext)).toEqual([related.slug, newer.slug, older.slug])
    expect(readNext[0]).toMatchObject({ title: related.title, summary: related.summary })
  })

  it('offers nothing under a post that is not published', async () => {
    const draft = await createPost({ status: 'draft' })
    expect(await getReadNext(payload, draft.slug)).toEqual([])
    expect(await getReadNext(payload, 'no-such-post-anywhere')).toEqual([])
  })
})

describe('previous and next', () => {
  const day = datesFrom(3000)

  it('links the published posts just before and just after, by publish date, past drafts', async () => {
    const first = await createPost({ publishedAt: day() })
    const second = await createPost({ publishedAt: day() })
    await createPost({ publishedAt: day(), status: 'draft' })
    const third = await createPost({ publishedAt: day() })

    const around = await getAdjacentPosts(payload, second.id, second.publishedAt!)
    expect(around).toEqual({ previous: { slug: first.slug, title: first.title }, next: { slug: third.slug, title: third.title } })
    expect((await getAdjacentPosts(payload, third.id, third.publishedAt!)).previous?.slug).toBe(second.slug)
  })

  it('orders posts published at the same instant as the lists do (by id)', async () => {
    const instant = day()
    const a = await createPost({ publishedAt: instant })
    const b = await createPost({ publishedAt: instant })
    expect((await getAdjacentPosts(payload, b.id, instant)).previous?.slug).toBe(a.slug)
    expect((await getAdjacentPosts(payload, a.id, instant)).next?.slug).toBe(b.slug)
  })
})
