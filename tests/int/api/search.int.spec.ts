import { describe, expect, it } from 'vitest'

import { GET } from '@/app/(frontend)/api/search/route'
import { slugify } from '@/fields/slug'
import { lexicalFromBlocks } from '@/seed/lexical'
import { call } from '../../api'
import { createPost, testPayload, unique } from '../../factories'

/** A made-up word only this test's documents contain, so parallel tests never interfere. */
const word = () =>
  'zq' +
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')

const search = (q: string, query: Record<string, string> = {}) => call(GET, '/api/search', { query: { q, ...query } })

describe('GET /api/search', () => {
  it('ranks a title match above a body-only match and says type, title, summary and URL', async () => {
    const w = word()
    const inBody = await createPost({ content: lexicalFromBlocks([`Only the body mentions ${w} here.`]) })
    const inTitle = await createPost({ title: unique(`All about ${w}`) })
    const res = await search(w)
    expect(res.status).toBe(200)
    expect(res.json.items.map((i: { url: string }) => i.url)).toEqual([`/blog/${inTitle.slug}`, `/blog/${inBody.slug}`])
    expect(res.json.items[0]).toEqual({
      type: 'post',
      title: inTitle.title,
      summary: inTitle.summary,
      url: `/blog/${inTitle.slug}`,
      date: expect.any(String),
    })
    expect(res.json).toMatchObject({ currentPage: 1, totalPages: 1, total: 2 })
  })

  it('finds organizations, lyrics and music analyses and media items with their own URLs', async () => {
    const payload = await testPayload()
    const w = word()
    const org = await payload.create({
      collection: 'organizations',
      data: {
        name: unique('Org'),
        slug: slugify(unique('Org')),
        summary: `An organization about ${w}.`,
        content: '# Heading\n- a point',
        spiritualConcerns: 'Concerns.',
        category: 'Academic',
        verdict: 'Use Biblical Discernment',
        _status: 'published',
      },
    })
    const lyrics = await payload.create({
      collection: 'lyrics-analyses',
      data: {
        title: unique('Lyrics'),
        slug: slugify(unique('Lyrics')),
        summary: 'A summary.',
        content: lexicalFromBlocks([`The chorus repeats ${w}.`]),
        verdict: 'Biblically Redeemable',
        _status: 'published',
      },
    })
    const music = await payload.create({
      collection: 'music-analyses',
      data: {
        title: unique('Music'),
        slug: slugify(unique('Music')),
        artist: `The ${w} Band`,
        song: 'A song',
        summary: 'A summary.',
        verdictReason: 'Reasons.',
        verdict: 'spiritually risky',
        genres: ['Pop'],
        _status: 'published',
      },
    })
    const media = await payload.create({
      collection: 'media-items',
      data: {
        title: unique('Media'),
        slug: slugify(unique('Media')),
        creator: 'Someone',
        summary: 'A summary.',
        spiritualTakeaway: `Take away ${w}.`,
        category: 'Sermons',
        verdict: 'Biblically Sound',
        _status: 'published',
      },
    })
    const res = await search(w)
    const found = Object.fromEntries(res.json.items.map((i: { type: string; url: string }) => [i.type, i.url]))
    expect(found).toEqual({
      organization: `/organizations/${org.slug}`,
      'lyrics-analysis': `/lyrics-analysis/${lyrics.slug}`,
      'music-analysis': `/music-analysis/${music.slug}`,
      media: `/media/${media.slug}`,
    })
  })

  it('finds music analyses and media items by their tags alone', async () => {
    const payload = await testPayload()
    const w = word()
    const music = await payload.create({
      collection: 'music-analyses',
      data: {
        title: unique('Tagged music'),
        slug: slugify(unique('Tagged music')),
        artist: 'An artist',
        song: 'A song',
        summary: 'A summary.',
        verdictReason: 'Reasons.',
        verdict: 'biblically sound',
        genres: ['Folk'],
        tags: [w],
        _status: 'published',
      },
    })
    const media = await payload.create({
      collection: 'media-items',
      data: {
        title: unique('Tagged media'),
        slug: slugify(unique('Tagged media')),
        creator: 'Someone',
        summary: 'A summary.',
        spiritualTakeaway: 'A takeaway.',
        category: 'Movies',
        verdict: 'Not Recommended',
        tags: [w],
        _status: 'published',
      },
    })
    const urls = (await search(w)).json.items.map((i: { url: string }) => i.url).sort()
    expect(urls).toEqual([`/media/${media.slug}`, `/music-analysis/${music.slug}`].sort())
  })

  it('never shows drafts, follows unpublishing and deleting, and keeps a published post live under a new draft', async () => {
    const payload = await testPayload()
    const w = word()
    await createPost({ title: unique(`Draft ${w}`), status: 'draft' })
    const post = await createPost({ title: unique(`Live ${w}`) })
    expect((await search(w)).json.items.map((i: { url: string }) => i.url)).toEqual([`/blog/${post.slug}`])

    // A draft saved over the published post: the published text stays searchable.
    await payload.update({ collection: 'posts', id: post.id, draft: true, data: { title: 'Changed in a draft', _status: 'draft' } })
    expect((await search(w)).json.items).toHaveLength(1)

    // Unpublishing takes it out of the index.
    await payload.update({ collection: 'posts', id: post.id, data: { _status: 'draft' } })
    expect((await search(w)).json.items).toHaveLength(0)

    await payload.update({ collection: 'posts', id: post.id, data: { title: `Back ${w}`, _status: 'published' } })
    expect((await search(w)).json.items[0].title).toBe(`Back ${w}`)

    await payload.delete({ collection: 'posts', id: post.id })
    expect((await search(w)).json.items).toHaveLength(0)
  })

  it('pages results, and a page past the end is empty', async () => {
    const w = word()
    for (let i = 0; i < 11; i++) await createPost({ summary: `Summary number ${i} with ${w}.` })
    const first = await search(w)
    expect(first.json).toMatchObject({ currentPage: 1, totalPages: 2, total: 11 })
    expect(first.json.items).toHaveLength(10)
    const second = await search(w, { page: '2' })
    expect(second.json.items).toHaveLength(1)
    const past = await search(w, { page: '3' })
    expect(past.status).toBe(200)
    expect(past.json).toMatchObject({ items: [], currentPage: 3, totalPages: 2, total: 11 })
  })

  it('accepts whatever people type: quotes, operators and punctuation never break the query', async () => {
    for (const q of ['"grace alone', 'grace -law', 'a & b | !c', "o'brien", '(((', ':*', 'the']) {
      const res = await search(q)
      expect(res.status, q).toBe(200)
      expect(Array.isArray(res.json.items)).toBe(true)
    }
  })

  it('answers 400 for a blank or overlong query and a bad page', async () => {
    const blank = await call(GET, '/api/search', { query: { q: '   ' } })
    expect(blank.status).toBe(400)
    expect(blank.json).toEqual({ message: expect.any(String), errors: { q: 'Enter something to search for.' } })
    expect((await call(GET, '/api/search')).status).toBe(400)
    expect((await search('x'.repeat(201))).json.errors.q).toBe('Search for 200 characters at most.')
    expect((await search('grace', { page: '0' })).status).toBe(400)
  })
})
