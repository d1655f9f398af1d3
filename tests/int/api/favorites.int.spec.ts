import { describe, expect, it } from 'vitest'

import { GET as listFavorites } from '@/app/(frontend)/api/favorites/route'
import { DELETE as remove, GET as isSaved, POST as save } from '@/app/(frontend)/api/favorites/[slug]/route'
import { favoriteShape } from '@/lib/openapi/shapes'
import { call, sessionCookie } from '../../api'
import { createPost, createUser, testPayload } from '../../factories'
import { createFavorite, favoriteRows, unpublishPost } from '../../factories/community'
import { createUpload, deleteUpload } from '../../factories/content'

const at = (slug: string) => `/api/favorites/${slug}`
/** What a browser sends with a same-site GET (no Origin): Payload then accepts the session cookie. */
const browser = { 'sec-fetch-site': 'same-origin' }

describe('POST /api/favorites/{slug}', () => {
  it('saves a post once: 201 the first time, 200 with the same answer after that', async () => {
    const [alice, post] = await Promise.all([createUser(), createPost()])
    const first = await call(save, at(post.slug), { method: 'POST', params: { slug: post.slug }, as: alice })
    expect(first.status).toBe(201)
    expect(first.json).toEqual({ saved: true })
    const again = await call(save, at(post.slug), { method: 'POST', params: { slug: post.slug }, as: alice })
    expect(again.status).toBe(200)
    expect(again.json).toEqual({ saved: true })
    expect(await favoriteRows(alice, post)).toHaveLength(1)
  })

  it('keeps one row when the same save arrives twice at once', async () => {
    const [alice, post] = await Promise.all([createUser(), createPost()])
    const options = { method: 'POST', params: { slug: post.slug }, as: alice }
    const answers = await Promise.all([call(save, at(post.slug), options), call(save, at(post.slug), options)])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201])
    expect(answers.every((a) => a.json.saved === true)).toBe(true)
    expect(await favoriteRows(alice, post)).toHaveLength(1)
  })

  it('answers 404 for an unknown, draft or malformed slug', async () => {
    const [alice, draft] = await Promise.all([createUser(), createPost({ status: 'draft' })])
    const cookie = await sessionCookie(alice)
    for (const slug of ['no-such-post-anywhere', draft.slug, '', 'x'.repeat(5000), '../../etc', 'DROP TABLE']) {
      const res = await call(save, at('x'), { method: 'POST', params: { slug }, cookie })
      expect(res.status, slug).toBe(404)
      expect(res.json).toEqual({ message: 'Post not found' })
    }
    const payload = await testPayload()
    expect((await payload.count({ collection: 'favorites', where: { user: { equals: alice.id } } })).totalDocs).toBe(0)
  })

  it('refuses anonymous callers (401) and other sites (403)', async () => {
    const [alice, post] = await Promise.all([createUser(), createPost()])
    const anonymous = await call(save, at(post.slug), { method: 'POST', params: { slug: post.slug } })
    expect(anonymous.status).toBe(401)
    expect(anonymous.json).toEqual({ message: expect.any(String) })
    const crossSite = await call(save, at(post.slug), {
      method: 'POST',
      params: { slug: post.slug },
      as: alice,
      origin: 'https://evil.example',
    })
    expect(crossSite.status).toBe(403)
    expect(await favoriteRows(alice, post)).toHaveLength(0)
  })
})

describe('GET /api/favorites/{slug}', () => {
  it('tells whether the member saved the post', async () => {
    const [alice, post] = await Promise.all([createUser(), createPost()])
    const before = await call(isSaved, at(post.slug), { params: { slug: post.slug }, as: alice, headers: browser })
    expect(before.status).toBe(200)
    expect(before.json).toEqual({ saved: false })
    await createFavorite(alice, post)
    const after = await call(isSaved, at(post.slug), { params: { slug: post.slug }, as: alice, headers: browser })
    expect(after.json).toEqual({ saved: true })
  })

  it('answers 401 anonymous and 404 for an unknown post', async () => {
    const alice = await createUser()
    expect((await call(isSaved, at('x'), { params: { slug: 'x' } })).status).toBe(401)
    const unknown = await call(isSaved, at('no-such-post-anywhere'), { params: { slug: 'no-such-post-anywhere' }, as: alice, headers: browser })
    expect(unknown.status).toBe(404)
    expect(unknown.json).toEqual({ message: 'Post not found' })
  })
})

describe('DELETE /api/favorites/{slug}', () => {
  it('removes the saved post, and removing it again is still fine', async () => {
    const [alice, post] = await Promise.all([createUser(), createPost()])
    await createFavorite(alice, post)
    const first = await call(remove, at(post.slug), { method: 'DELETE', params: { slug: post.slug }, as: alice })
    expect(first.status).toBe(200)
    expect(first.json).toEqual({ saved: false })
    expect(await favoriteRows(alice, post)).toHaveLength(0)
    const again = await call(remove, at(post.slug), { method: 'DELETE', params: { slug: post.slug }, as: alice })
    expect(again.status).toBe(200)
    expect(again.json).toEqual({ saved: false })
  })

  it('answers 401 anonymous, 403 cross-site and 404 for an unknown post', async () => {
    const [alice, post] = await Promise.all([createUser(), createPost()])
    await createFavorite(alice, post)
    expect((await call(remove, at(post.slug), { method: 'DELETE', params: { slug: post.slug } })).status).toBe(401)
    const crossSite = await call(remove, at(post.slug), {
      method: 'DELETE',
      params: { slug: post.slug },
      as: alice,
      origin: 'https://evil.example',
    })
    expect(crossSite.status).toBe(403)
    expect(await favoriteRows(alice, post)).toHaveLength(1)
    const unknown = await call(remove, at('nope'), { method: 'DELETE', params: { slug: 'no-such-post-anywhere' }, as: alice })
    expect(unknown.status).toBe(404)
  })
})

describe('GET /api/favorites', () => {
  it('lists the member’s saved posts, most recently saved first, in the documented shape', async () => {
    const upload = await createUpload()
    try {
      const [alice, older, newer] = await Promise.all([createUser(), createPost({ coverImage: upload.id }), createPost()])
      await call(save, at(older.slug), { method: 'POST', params: { slug: older.slug }, as: alice })
      await call(save, at(newer.slug), { method: 'POST', params: { slug: newer.slug }, as: alice })
      const res = await call(listFavorites, '/api/favorites', { as: alice, headers: browser })
      expect(res.status).toBe(200)
      expect(res.json.map((f: { post: { slug: string } }) => f.post.slug)).toEqual([newer.slug, older.slug])
      for (const favorite of res.json) {
        expect(Object.keys(favorite).sort()).toEqual(['id', 'post'])
        expect(Object.keys(favorite.post).sort()).toEqual(['coverImage', 'date', 'readingTime', 'slug', 'title'])
        favoriteShape.parse(favorite)
      }
      const [, withCover] = res.json
      expect(withCover.post).toMatchObject({ title: older.title, readingTime: older.readingTime, date: older.publishedAt })
      expect(withCover.post.coverImage).toMatch(/^\/.+\.(webp|png|jpe?g)$/)
      expect(res.json[0].post.coverImage).toBeNull()
    } finally {
      await deleteUpload(upload)
    }
  })

  it('is empty for a member who saved nothing, and 401 anonymous', async () => {
    const alice = await createUser()
    const res = await call(listFavorites, '/api/favorites', { as: alice, headers: browser })
    expect(res.status).toBe(200)
    expect(res.json).toEqual([])
    expect((await call(listFavorites, '/api/favorites')).status).toBe(401)
  })

  it('leaves out posts that are no longer published', async () => {
    const [alice, kept, withdrawn] = await Promise.all([createUser(), createPost(), createPost()])
    await createFavorite(alice, kept)
    await createFavorite(alice, withdrawn)
    await unpublishPost(withdrawn)
    const res = await call(listFavorites, '/api/favorites', { as: alice, headers: browser })
    expect(res.json.map((f: { post: { slug: string } }) => f.post.slug)).toEqual([kept.slug])
  })
})

describe('one member and another member’s favorites', () => {
  it('a member does not see another member’s favorites', async () => {
    const [alice, bob, post] = await Promise.all([createUser(), createUser(), createPost()])
    await createFavorite(alice, post)
    const list = await call(listFavorites, '/api/favorites', { as: bob, headers: browser })
    expect(list.json).toEqual([])
    const saved = await call(isSaved, at(post.slug), { params: { slug: post.slug }, as: bob, headers: browser })
    expect(saved.json).toEqual({ saved: false })
  })

  it('a member cannot remove another member’s favorite, and saving the same post makes their own', async () => {
    const [alice, bob, post] = await Promise.all([createUser(), createUser(), createPost()])
    const alices = await createFavorite(alice, post)
    const removed = await call(remove, at(post.slug), { method: 'DELETE', params: { slug: post.slug }, as: bob })
    expect(removed.status).toBe(200)
    expect(await favoriteRows(alice, post)).toMatchObject([{ id: alices.id }])

    const saved = await call(save, at(post.slug), { method: 'POST', params: { slug: post.slug }, as: bob })
    expect(saved.status).toBe(201)
    expect(await favoriteRows(bob, post)).toHaveLength(1)
    expect(await favoriteRows(alice, post)).toMatchObject([{ id: alices.id }])
  })

  it('the Local API applies the same rule to a member: no reading or deleting another’s favorite', async () => {
    const payload = await testPayload()
    const [alice, bob, post] = await Promise.all([createUser(), createUser(), createPost()])
    const alices = await createFavorite(alice, post)
    const seen = await payload.find({ collection: 'favorites', where: { post: { equals: post.id } }, user: bob, overrideAccess: false })
    expect(seen.docs).toEqual([])
    await expect(payload.delete({ collection: 'favorites', id: alices.id, user: bob, overrideAccess: false })).rejects.toBeTruthy()
    expect(await favoriteRows(alice, post)).toHaveLength(1)
  })
})
