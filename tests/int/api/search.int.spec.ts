import { describe, expect, it } from 'vitest'

import { GET } from '@/app/(frontend)/api/search/route'
import { slugify } from '@/fields/slug'
import { SEARCH_CANDIDATES } from '@/lib/constants'
import { lineMarkupToLexical } from '@/lib/content/lineMarkup'
import type { Organization } from '@/payload-types'
import { lexicalFromBlocks } from '@/seed/lexical'
import { call } from '../../api'
import { createPost, testPayload, unique } from '../../factories'
import { indexBodyMatches } from '../../factories/searchIndex'

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
        content: lineMarkupToLexical('# Heading\n- a point') as Organization['content'],
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
    expect(first.json).toMatchObject({ currentPage: 1, totalPages: 2, total: 11, capped: false })
    expect(first.json.items).toHaveLength(10)
    const second = await search(w, { page: '2' })
    expect(second.json.items).toHaveLength(1)
    const past = await search(w, { page: '3' })
    expect(past.status).toBe(200)
    expect(past.json).toMatchObject({ items: [], currentPage: 3, totalPages: 2, total: 11, capped: false })
  })

  it('accepts whatever people type: quotes, operators and punctuation never break the query', async () => {
    const piles = ['-'.repeat(33), '-'.repeat(200), 'grace ' + '-'.repeat(60), '- '.repeat(100), '-a '.repeat(66), '"-' + '-'.repeat(60), 'or '.repeat(66), '!'.repeat(200), '-"a" '.repeat(40)]
    for (const q of ['"grace alone', 'grace -law', 'a & b | !c', "o'brien", '(((', ':*', 'the', ...piles]) {
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

describe('GET /api/search with more matches than it ranks', () => {
  const PAGES = SEARCH_CANDIDATES / 10
  const urls = (res: { json: { items: { url: string }[] } }) => res.json.items.map((i) => i.url)

  it('ranks the newest matches, the best first, and says that more matched', async () => {
    const w = word()
    const older = await indexBodyMatches(w, SEARCH_CANDIDATES + 50, new Date('2020-06-01T00:00:00Z'))
    // A title match newer than every body match, and one older than all of them.
    const newest = await createPost({ title: unique(`Newest on ${w}`), publishedAt: '2021-01-01T00:00:00.000Z' })
    const oldest = await createPost({ title: unique(`Oldest on ${w}`), publishedAt: '2001-01-01T00:00:00.000Z' })

    const first = await search(w)
    expect(first.json).toMatchObject({ currentPage: 1, totalPages: PAGES, total: SEARCH_CANDIDATES, capped: true })
    // The title match outranks the body matches; after it, equal ranks go newest first.
    expect(urls(first)).toEqual([`/blog/${newest.slug}`, ...older.slice(0, 9)])

    // Every page of the ranking, once: no result twice, none skipped, exactly the newest 1,000 matches.
    const seen = [...urls(first)]
    for (let page = 2; page <= PAGES; page++) {
      const res = await search(w, { page: String(page) })
      expect(res.json).toMatchObject({ currentPage: page, totalPages: PAGES, total: SEARCH_CANDIDATES, capped: true })
      seen.push(...urls(res))
    }
    expect(seen).toEqual([`/blog/${newest.slug}`, ...older.slice(0, SEARCH_CANDIDATES - 1)])
    // The documented cost of the bound: a match older than the newest 1,000 is not offered.
    expect(seen).not.toContain(`/blog/${oldest.slug}`)

    const past = await search(w, { page: String(PAGES + 1) })
    expect(past.json).toMatchObject({ items: [], currentPage: PAGES + 1, totalPages: PAGES, total: SEARCH_CANDIDATES, capped: true })
  })

  it('ranks and counts every match up to the bound, and caps the count one past it', async () => {
    const w = word()
    await indexBodyMatches(w, SEARCH_CANDIDATES, new Date('2020-06-01T00:00:00Z'))
    const all = await search(w)
    expect(all.json).toMatchObject({ totalPages: PAGES, total: SEARCH_CANDIDATES, capped: false })
    expect((await search(w, { page: String(PAGES + 1) })).json).toMatchObject({ items: [], total: SEARCH_CANDIDATES, capped: false })

    await createPost({ summary: `One more about ${w}.`, publishedAt: '2001-01-01T00:00:00.000Z' })
    expect((await search(w)).json).toMatchObject({ totalPages: PAGES, total: SEARCH_CANDIDATES, capped: true })
    expect((await search(w, { page: String(PAGES + 1) })).json).toMatchObject({ items: [], total: SEARCH_CANDIDATES, capped: true })
  })
})
