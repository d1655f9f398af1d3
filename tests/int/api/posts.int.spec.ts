import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as detail } from '@/app/(frontend)/api/posts/[slug]/route'
import { GET as featured } from '@/app/(frontend)/api/posts/featured/route'
import { GET as latest } from '@/app/(frontend)/api/posts/latest/route'
import { GET as popular } from '@/app/(frontend)/api/posts/popular/route'
import { GET as list } from '@/app/(frontend)/api/posts/route'
import { LATEST_POSTS, POPULAR_POSTS } from '@/collections/posts/data'
import type { Upload } from '@/payload-types'
import { call } from '../../api'
import { createCategory, testPayload, unique } from '../../factories'
import { createDatedPost as createAnyDatedPost, createTag, createUpload, datesFrom, deleteUpload } from '../../factories/content'

const BAD_PAGES = ['0', '-1', '1.5', 'abc', '1e3', '9999999', '99999999999999999999', ' 1', '01']

// Posts dated after those every other test file leaves behind (the latest, articleEnd's, are in
// 3300), so the site-wide lists here start with them whichever file ran first; deleted after
// this file, so that they crowd no other file's site-wide list in turn.
const newest = datesFrom(3400)
const createdIds: number[] = []
const createDatedPost = async (overrides: Parameters<typeof createAnyDatedPost>[0] = {}) => {
  const post = await createAnyDatedPost({ publishedAt: newest(), ...overrides })
  createdIds.push(post.id)
  return post
}

const slugs = (items: { slug: string }[]) => items.map((p) => p.slug)

let cover: Upload

beforeAll(async () => {
  cover = await createUpload()
})

afterAll(async () => {
  const payload = await testPayload()
  await payload.delete({ collection: 'posts', where: { id: { in: createdIds } }, overrideAccess: true })
  await deleteUpload(cover)
})

describe('GET /api/posts', () => {
  it('lists published posts newest first, nine per page, in the documented shape', async () => {
    const [category, tagA, tagB] = await Promise.all([createCategory(), createTag(), createTag()])
    const older = await createDatedPost({ category: category.id, tags: [tagA.id, tagB.id], coverImage: cover.id })
    const newer = await createDatedPost({ category: category.id })
    const draft = await createDatedPost({ status: 'draft' })

    const res = await call(list, '/api/posts')
    expect(res.status).toBe(200)
    expect(Object.keys(res.json).sort()).toEqual(['currentPage', 'items', 'totalPages'])
    expect(res.json.currentPage).toBe(1)
    expect(slugs(res.json.items).slice(0, 2)).toEqual([newer.slug, older.slug])
    expect(slugs(res.json.items)).not.toContain(draft.slug)

    const item = res.json.items[1]
    expect(item).toMatchObject({
      id: older.id,
      slug: older.slug,
      title: older.title,
      summary: older.summary,
      category: category.name,
      categorySlug: category.slug,
      date: older.publishedAt,
      readingTime: 1,
      views: 0,
      tags: [tagA.name, tagB.name],
    })
    expect(item.coverImage).toMatch(/^\/cms-api\/uploads\/file\/test-cover-.+-768x432\.webp$/)
    expect(item.cover).toEqual({ url: item.coverImage, alt: cover.alt, width: 768, height: 432 })
    expect(item).not.toHaveProperty('content')
    expect(res.json.items[0].coverImage).toBeNull()

    const payload = await testPayload()
    const { totalDocs } = await payload.count({ collection: 'posts', where: { _status: { equals: 'published' } } })
    expect(res.json.totalPages).toBeGreaterThanOrEqual(Math.ceil(totalDocs / 9))
  })

  it('answers a page past the end with no items and the real page count', async () => {
    await createDatedPost()
    const first = await call(list, '/api/posts')
    const res = await call(list, '/api/posts', { query: { page: '999999' } })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ items: [], currentPage: 999999, totalPages: expect.any(Number) })
    // The real count, not the page asked for; other test files add and remove posts meanwhile.
    expect(Math.abs(res.json.totalPages - first.json.totalPages)).toBeLessThanOrEqual(1)
    expect(res.json.totalPages).toBeGreaterThanOrEqual(1)
  })

  it('pages through the list nine at a time without overlap', async () => {
    const made = []
    for (let i = 0; i < 18; i++) made.push(await createDatedPost())
    const newestFirst = slugs(made.reverse())
    const [one, two] = await Promise.all([
      call(list, '/api/posts', { query: { page: '1' } }),
      call(list, '/api/posts', { query: { page: '2' } }),
    ])
    expect(slugs(one.json.items)).toEqual(newestFirst.slice(0, 9))
    expect(two.json.currentPage).toBe(2)
    expect(slugs(two.json.items)).toEqual(newestFirst.slice(9, 18))
    expect(two.json.totalPages).toBeGreaterThanOrEqual(2)
  })

  it.each(BAD_PAGES)('refuses page=%j with 400', async (page) => {
    const res = await call(list, '/api/posts', { query: { page } })
    expect(res.status).toBe(400)
    expect(res.json).toEqual({ message: expect.any(String), errors: { page: expect.any(String) } })
  })
})

describe('GET /api/posts/featured', () => {
  it('answers the newest published post while none is featured', async () => {
    // No post of any other test is featured once this runs: the fallback decides.
    const payload = await testPayload()
    await payload.update({ collection: 'posts', where: { featured: { equals: true } }, data: { featured: false }, overrideAccess: true })
    const older = await createDatedPost()
    const newest = await createDatedPost({ coverImage: cover.id })
    await createDatedPost({ status: 'draft' })

    const res = await call(featured, '/api/posts/featured')
    expect(res.status).toBe(200)
    expect(res.json.slug).toBe(newest.slug)
    expect(res.json.slug).not.toBe(older.slug)
    expect(res.json.coverImage).toMatch(/-1600x900\.webp$/)
  })

  it('answers one object: the newest published featured post, even when newer posts are not featured', async () => {
    await createDatedPost({ featured: true })
    const chosen = await createDatedPost({ featured: true, coverImage: cover.id })
    await createDatedPost({ featured: true, status: 'draft' })
    await createDatedPost({ featured: false })

    const res = await call(featured, '/api/posts/featured')
    expect(res.status).toBe(200)
    expect(Array.isArray(res.json)).toBe(false)
    expect(res.json.slug).toBe(chosen.slug)
    expect(res.json.coverImage).toMatch(/-1600x900\.webp$/)
  })
})

describe('GET /api/posts/latest', () => {
  it(`gives the ${LATEST_POSTS} newest published posts`, async () => {
    const made = []
    for (let i = 0; i < LATEST_POSTS; i++) made.push(await createDatedPost())
    await createDatedPost({ status: 'draft' })

    const res = await call(latest, '/api/posts/latest')
    expect(res.status).toBe(200)
    expect(slugs(res.json)).toEqual(slugs(made.reverse()))
    expect(res.json[0]).not.toHaveProperty('content')
  })
})

describe('GET /api/posts/popular', () => {
  it(`gives the ${POPULAR_POSTS} most viewed published posts, the newer first on a tie`, async () => {
    const views = (n: number) => 4_000_000_000 + n
    const a = await createDatedPost({ views: views(5) })
    const b = await createDatedPost({ views: views(3) })
    const c = await createDatedPost({ views: views(3) })
    const d = await createDatedPost({ views: views(2) })
    const e = await createDatedPost({ views: views(1) })
    await createDatedPost({ views: views(0) })
    await createDatedPost({ views: views(9), status: 'draft' })

    const res = await call(popular, '/api/posts/popular')
    expect(res.status).toBe(200)
    expect(slugs(res.json)).toEqual(slugs([a, c, b, d, e]))
    expect(res.json.map((p: { views: number }) => p.views)).toEqual([5, 3, 3, 2, 1].map(views))
  })
})

describe('GET /api/posts/{slug}', () => {
  it('gives the full post with its content as HTML', async () => {
    const [category, tag] = await Promise.all([createCategory(), createTag()])
    const post = await createDatedPost({ category: category.id, tags: [tag.id], coverImage: cover.id })

    const res = await call(detail, `/api/posts/${post.slug}`, { params: { slug: post.slug } })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({
      id: post.id,
      slug: post.slug,
      title: post.title,
      summary: post.summary,
      category: category.name,
      categorySlug: category.slug,
      date: post.publishedAt,
      readingTime: 1,
      views: 0,
      tags: [tag.name],
      content: '<p>A paragraph written for a test.</p>',
    })
    expect(res.json.coverImage).toMatch(/-1600x900\.webp$/)
  })

  it('escapes markup typed into the text and drops javascript: links', async () => {
    const text = (value: string) => ({ type: 'text', text: value, format: 0, style: '', mode: 'normal', detail: 0, version: 1 })
    const base = { format: '', indent: 0, version: 1, direction: 'ltr' }
    const content = {
      root: {
        ...base,
        type: 'root',
        children: [
          { ...base, type: 'paragraph', textFormat: 0, children: [text('<script>alert(1)</script><img src=x onerror=alert(2)>')] },
          {
            ...base,
            type: 'paragraph',
            textFormat: 0,
            children: [
              {
                ...base,
                type: 'link',
                fields: { linkType: 'custom', url: 'javascript:alert(3)', newTab: false },
                children: [text('click me')],
              },
            ],
          },
        ],
      },
    }
    const post = await createDatedPost({ content: content as never })

    const res = await call(detail, `/api/posts/${post.slug}`, { params: { slug: post.slug } })
    expect(res.status).toBe(200)
    expect(res.json.content).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(res.json.content).not.toMatch(/<script|<img|javascript:/i)
    expect(res.json.content).toContain('click me')
  })

  it('shows the published version, not a later unpublished draft of it', async () => {
    const post = await createDatedPost()
    const payload = await testPayload()
    await payload.update({ collection: 'posts', id: post.id, data: { title: 'An unpublished new title' }, draft: true })

    const res = await call(detail, `/api/posts/${post.slug}`, { params: { slug: post.slug } })
    expect(res.json.title).toBe(post.title)
  })

  it('answers 404 "Post not found" for a draft', async () => {
    const draft = await createDatedPost({ status: 'draft' })
    const res = await call(detail, `/api/posts/${draft.slug}`, { params: { slug: draft.slug } })
    expect(res.status).toBe(404)
    expect(res.json).toEqual({ message: 'Post not found' })
  })

  it.each([
    unique('no-such-post'),
    'Upper-Case',
    'with space',
    'nul\u0000byte',
    '../../etc/passwd',
    "'; DROP TABLE posts; --",
    'x'.repeat(10_000),
    '',
  ])('answers 404 "Post not found" for the slug %#', async (slug) => {
    const res = await call(detail, '/api/posts/x', { params: { slug } })
    expect(res.status).toBe(404)
    expect(res.json).toEqual({ message: 'Post not found' })
  })
})
