import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as exportData } from '@/app/(frontend)/api/account/export/route'
import { exportMemberData } from '@/lib/data/memberData'
import { call, sessionCookie } from '../../api'
import { createComment, createPost, testPayload } from '../../factories'
import { browser, storedUser } from '../../factories/auth'
import { createFavorite, unpublishPost } from '../../factories/community'
import { memberWithData } from '../../factories/memberData'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const PATH = '/api/account/export'

const download = (cookie?: string) => call(exportData, PATH, { cookie, headers: browser })

/** Every key of a JSON value, at any depth. */
const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
      : []

describe('GET /api/account/export', () => {
  it("downloads the member's profile, favorites, comments with status, suggestions and reading progress as a JSON file", async () => {
    const alice = await memberWithData({ firstName: 'Alice', lastName: 'Export' })
    const res = await download(await sessionCookie(alice.user))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="[a-z0-9-]+-my-data-\d{4}-\d{2}-\d{2}\.json"$/)
    expect(res.headers.get('content-disposition')).toContain(`-my-data-${new Date().toISOString().slice(0, 10)}.json"`)
    expect(res.headers.get('cache-control')).toBe('private, no-store')

    const data = res.json
    expect(Date.now() - Date.parse(data.exportedAt)).toBeLessThan(60_000)
    expect(data.profile).toEqual({ email: alice.email, firstName: 'Alice', lastName: 'Export', createdAt: alice.user.createdAt, commentEmails: { approved: true, reply: true } })
    const post = { title: alice.post.title, slug: alice.post.slug }
    expect(data.favorites).toEqual([{ post, savedAt: expect.any(String) }])
    expect(data.comments).toHaveLength(3)
    expect(data.comments).toEqual(
      expect.arrayContaining([
        { post, content: alice.comments.pending, status: 'pending', createdAt: expect.any(String) },
        { post, content: alice.comments.approved, status: 'approved', createdAt: expect.any(String) },
        { post, content: alice.comments.rejected, status: 'rejected', createdAt: expect.any(String) },
      ]),
    )
    expect(data.submissions).toEqual({
      music: [
        {
          artist: 'A test artist',
          songTitle: alice.suggestions.song,
          link: 'https://example.test/song',
          reason: 'A reason given by a test.',
          email: alice.email,
          status: 'new',
          createdAt: expect.any(String),
        },
      ],
      media: [
        {
          title: alice.suggestions.media,
          creator: 'A test creator',
          mediaType: 'Songs',
          link: 'https://example.test/media',
          explanation: 'An explanation written by a test, long enough.',
          status: 'new',
          createdAt: expect.any(String),
        },
      ],
      books: [
        {
          title: alice.suggestions.book,
          author: 'A test author',
          reason: 'A reason given by a test.',
          email: alice.email,
          status: 'new',
          createdAt: expect.any(String),
        },
      ],
    })
    expect(data.readingProgress).toEqual([
      { plan: { title: alice.plan.title, slug: alice.plan.slug }, progress: { completed: { '1': true }, answers: {} }, updatedAt: expect.any(String) },
    ])
  })

  it('holds nothing of another member', async () => {
    const [alice, bob] = await Promise.all([memberWithData(), memberWithData()])
    const res = await download(await sessionCookie(alice.user))
    expect(res.status).toBe(200)
    for (const text of [
      bob.email,
      bob.post.title,
      bob.plan.title,
      ...Object.values(bob.comments),
      ...Object.values(bob.suggestions),
    ]) {
      expect(res.text, text).not.toContain(text)
    }
    // Bob's own export is his, the other way round.
    const his = await download(await sessionCookie(bob.user))
    expect(his.json.profile.email).toBe(bob.email)
    expect(his.text).not.toContain(alice.email)
    expect(his.text).not.toContain(alice.suggestions.song)
  })

  it('carries no password hash, salt, session, token, role or internal id', async () => {
    const alice = await memberWithData()
    const cookie = await sessionCookie(alice.user)
    const res = await download(cookie)
    const stored = await storedUser(alice.user)
    const allowed = new Set([
      ...['exportedAt', 'profile', 'email', 'firstName', 'lastName', 'createdAt', 'favorites', 'post', 'title', 'slug', 'savedAt'],
      ...['comments', 'content', 'status', 'submissions', 'media', 'creator', 'mediaType', 'link', 'explanation', 'music'],
      ...['artist', 'songTitle', 'reason', 'books', 'author', 'readingProgress', 'plan', 'progress', 'completed', 'answers', 'updatedAt'],
      ...['readingReminders', 'enabled', 'hour', 'timeZone', 'commentEmails', 'approved', 'reply'],
      '1', // a day number in the progress
    ])
    expect(keysOf(res.json).filter((key) => !allowed.has(key))).toEqual([])
    for (const secret of [stored.hash, stored.salt, cookie.split('=')[1], ...(stored.sessions ?? []).map((s) => s.id)]) {
      expect(secret).toBeTruthy()
      expect(res.text).not.toContain(secret)
    }
  })

  it('keeps a saved post or a comment whose post is no longer published, without the post', async () => {
    const alice = await memberWithData()
    const gone = await createPost()
    await Promise.all([createFavorite(alice.user, gone), createComment(gone, alice.user, 'approved')])
    await unpublishPost(gone)
    const data = await exportMemberData(payload, alice.user)
    expect(data.favorites.map((f) => f.post)).toEqual([{ title: alice.post.title, slug: alice.post.slug }, null])
    expect(data.comments.filter((c) => c.post === null)).toHaveLength(1)
    expect(JSON.stringify(data)).not.toContain(gone.title)
  })

  it('answers 401 to a visitor and to a made-up session, with nothing of anyone', async () => {
    const anonymous = await download()
    expect(anonymous.status).toBe(401)
    expect(anonymous.json).toEqual({ message: 'Authentication required' })
    expect(anonymous.headers.get('content-disposition')).toBeNull()
    const forged = await download('payload-token=eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJl')
    expect(forged.status).toBe(401)
  })
})
