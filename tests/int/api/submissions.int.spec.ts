import { describe, expect, it } from 'vitest'

import { POST as submitMedia } from '@/app/(frontend)/api/media/submit/route'
import { POST as submitMusic } from '@/app/(frontend)/api/music-analysis/submit/route'
import { POST as suggestBook } from '@/app/(frontend)/api/reading-club/suggest/route'
import { call, sessionCookie } from '../../api'
import { createUser, unique } from '../../factories'
import { stored } from '../../factories/community'

type Handler = typeof submitMusic

/** The odd bodies every form endpoint must answer with 400 or 413, never 500. */
const expectBadBodiesRefused = async (handler: Handler, path: string, cookie?: string) => {
  const send = (options: { body?: unknown; rawBody?: string }) => call(handler, path, { method: 'POST', cookie, ...options })
  for (const body of [[], [{}], 'text', 42, null, true]) {
    const res = await send({ body })
    expect(res.status, JSON.stringify(body)).toBe(400)
    expect(res.json).toEqual({ message: expect.any(String), errors: expect.any(Object) })
  }
  for (const rawBody of ['{', '{"a":', 'not json', '\u0000']) {
    const res = await send({ rawBody })
    expect(res.status, rawBody).toBe(400)
    expect(res.json.message).toBe('Malformed JSON.')
  }
  const empty = await send({ rawBody: '' })
  expect(empty.status).toBe(400)
  const huge = await send({ rawBody: JSON.stringify({ text: 'z'.repeat(101 * 1024) }) })
  expect(huge.status).toBe(413)
}

describe('POST /api/music-analysis/submit', () => {
  const path = '/api/music-analysis/submit'
  const valid = () => ({
    artist: 'An Artist',
    songTitle: unique('A Song'),
    link: 'https://music.example/track/1',
    reason: 'The lyrics speak about grace in a way worth discussing.',
    email: '',
  })

  it('stores a member’s suggestion for the creator and answers 201 {message}', async () => {
    const alice = await createUser()
    const body = valid()
    const res = await call(submitMusic, path, { method: 'POST', as: alice, body: { ...body, songTitle: `  ${body.songTitle} ` } })
    expect(res.status).toBe(201)
    expect(res.json).toEqual({ message: 'Thank you for your suggestion. Our team will review it soon.' })
    const [doc] = await stored('music-suggestions', 'songTitle', body.songTitle)
    expect(doc).toMatchObject({ artist: 'An Artist', link: body.link, reason: body.reason, submittedBy: alice.id, status: 'new' })
    expect(doc.email ?? null).toBeNull()
  })

  it('keeps an optional contact e-mail', async () => {
    const alice = await createUser()
    const body = { ...valid(), email: 'listener@example.test' }
    expect((await call(submitMusic, path, { method: 'POST', as: alice, body })).status).toBe(201)
    const [doc] = await stored('music-suggestions', 'songTitle', body.songTitle)
    expect(doc.email).toBe('listener@example.test')
  })

  it('answers each invalid field with the spec’s message', async () => {
    const alice = await createUser()
    const cookie = await sessionCookie(alice)
    const res = await call(submitMusic, path, {
      method: 'POST',
      cookie,
      body: { artist: ' ', songTitle: '', link: 'javascript:alert(1)', reason: 'Too short.', email: 'not-an-email' },
    })
    expect(res.status).toBe(400)
    expect(res.json.errors).toEqual({
      artist: 'Artist name is required',
      songTitle: 'Song title is required',
      link: 'Please enter a valid URL',
      reason: 'Please provide a detailed reason for your submission',
      email: 'Please enter a valid email',
    })
    const missing = await call(submitMusic, path, { method: 'POST', cookie, body: {} })
    expect(missing.json.errors).toMatchObject({ artist: 'Artist name is required', songTitle: 'Song title is required' })
    await expectBadBodiesRefused(submitMusic, path, cookie)
  })

  it('is for members: 401 anonymous, 403 from another site, and nothing is stored', async () => {
    const alice = await createUser()
    const body = valid()
    const anonymous = await call(submitMusic, path, { method: 'POST', body })
    expect(anonymous.status).toBe(401)
    const crossSite = await call(submitMusic, path, { method: 'POST', as: alice, body, origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
    expect(await stored('music-suggestions', 'songTitle', body.songTitle)).toEqual([])
  })
})

describe('POST /api/media/submit', () => {
  const path = '/api/media/submit'
  const valid = () => ({
    title: unique('A Sermon'),
    creator: 'A Preacher',
    mediaType: 'Sermons',
    link: 'https://video.example/watch?v=1',
    explanation: 'This sermon explains repentance clearly and biblically.',
  })

  it('stores a member’s submission for review and answers 201 {message}', async () => {
    const alice = await createUser()
    const body = valid()
    const res = await call(submitMedia, path, { method: 'POST', as: alice, body })
    expect(res.status).toBe(201)
    expect(res.json).toEqual({ message: 'Thank you for your submission. Our team will review it shortly.' })
    const [doc] = await stored('media-submissions', 'title', body.title)
    expect(doc).toMatchObject({ ...body, submittedBy: alice.id, status: 'new' })
  })

  it('files a submission without a type under Songs', async () => {
    const alice = await createUser()
    const { mediaType: _none, ...body } = valid()
    expect((await call(submitMedia, path, { method: 'POST', as: alice, body })).status).toBe(201)
    const [doc] = await stored('media-submissions', 'title', body.title)
    expect(doc.mediaType).toBe('Songs')
  })

  it('answers each invalid field with the spec’s message', async () => {
    const alice = await createUser()
    const cookie = await sessionCookie(alice)
    const res = await call(submitMedia, path, {
      method: 'POST',
      cookie,
      body: { title: 'ab', creator: 'a', mediaType: 'Podcasts', link: 'not a url', explanation: 'Too short.' },
    })
    expect(res.status).toBe(400)
    expect(res.json.errors).toEqual({
      title: 'Title must be at least 3 characters.',
      creator: 'Creator name must be at least 2 characters.',
      mediaType: 'Choose Songs, Movies, Sermons or Devotionals.',
      link: 'Please enter a valid URL.',
      explanation: 'Explanation must be at least 30 characters.',
    })
    await expectBadBodiesRefused(submitMedia, path, cookie)
  })

  it('is for members: 401 anonymous, 403 from another site, and nothing is stored', async () => {
    const alice = await createUser()
    const body = valid()
    expect((await call(submitMedia, path, { method: 'POST', body })).status).toBe(401)
    expect((await call(submitMedia, path, { method: 'POST', as: alice, body, origin: 'https://evil.example' })).status).toBe(403)
    expect(await stored('media-submissions', 'title', body.title)).toEqual([])
  })
})

describe('POST /api/reading-club/suggest', () => {
  const path = '/api/reading-club/suggest'
  const valid = () => ({
    title: unique('A Book'),
    author: 'An Author',
    reason: 'It helped me understand sanctification as a daily walk.',
  })
  const thanks = { message: 'Thank you for your suggestion. We will consider it for a future month.' }

  it('takes a visitor’s suggestion, with an optional e-mail', async () => {
    const body = { ...valid(), email: 'reader@example.test' }
    const res = await call(suggestBook, path, { method: 'POST', body })
    expect(res.status).toBe(201)
    expect(res.json).toEqual(thanks)
    const [doc] = await stored('book-suggestions', 'title', body.title)
    expect(doc).toMatchObject({ author: 'An Author', reason: body.reason, email: 'reader@example.test', status: 'new' })
    expect(doc.submittedBy ?? null).toBeNull()
  })

  it('records which member suggested a book', async () => {
    const alice = await createUser()
    const body = { ...valid(), email: '' }
    const res = await call(suggestBook, path, { method: 'POST', as: alice, body })
    expect(res.status).toBe(201)
    const [doc] = await stored('book-suggestions', 'title', body.title)
    expect(doc).toMatchObject({ submittedBy: alice.id })
    expect(doc.email ?? null).toBeNull()
  })

  it('answers each invalid field with its message, and refuses odd bodies', async () => {
    const res = await call(suggestBook, path, {
      method: 'POST',
      body: { title: 'a', author: 'b', reason: 'Short.', email: 'nope' },
    })
    expect(res.status).toBe(400)
    expect(res.json.errors).toEqual({
      title: 'Title must be at least 2 characters.',
      author: 'Author must be at least 2 characters.',
      reason: 'Please tell us in at least 20 characters why this book would help.',
      email: 'Please enter a valid email address.',
    })
    await expectBadBodiesRefused(suggestBook, path)
  })

  it('refuses another site (403) and stores nothing', async () => {
    const body = valid()
    const res = await call(suggestBook, path, { method: 'POST', body, origin: 'https://evil.example' })
    expect(res.status).toBe(403)
    expect(await stored('book-suggestions', 'title', body.title)).toEqual([])
  })
})
