import { describe, expect, it } from 'vitest'

import { GET as detail } from '@/app/(frontend)/api/music-analysis/[slug]/route'
import { GET as byGenre } from '@/app/(frontend)/api/music-analysis/genre/[genre]/route'
import { GET as genres } from '@/app/(frontend)/api/music-analysis/genres/route'
import { GET as list } from '@/app/(frontend)/api/music-analysis/route'
import { GET as byVerdict } from '@/app/(frontend)/api/music-analysis/verdict/[verdict]/route'
import { call } from '../../api'
import { unique } from '../../factories'
import { createMusicAnalysis, datesFrom } from '../../factories/content'

const BAD_PAGES = ['0', '-1', '1.5', 'abc', '1e3', '12345678901234567890']
const slugs = (items: { slug: string }[]) => items.map((m) => m.slug)

/** A genre name no other test uses, e.g. "Hip-Hop 1234-abc-7". */
const genreName = (base: string) => `${base} ${unique('g')}`

const SNAKE_CASE_FIELDS = [
  'album',
  'artist',
  'date',
  'genre',
  'id',
  'image',
  'sections',
  'slug',
  'song',
  'summary',
  'supporting_scripture',
  'tags',
  'thumbnail',
  'title',
  'verdict',
  'verdict_reason',
]

describe('GET /api/music-analysis', () => {
  it('lists published analyses newest first, twelve per page, with the documented fields', async () => {
    const made = []
    // The newest of the whole site: a year of this test's own, so that other files publishing
    // analyses at the same time never come between (and a verdict no other test here orders by).
    const dated = datesFrom(2970)
    for (let i = 0; i < 13; i++) made.push(await createMusicAnalysis({ publishedAt: dated(), verdict: 'spiritually risky' }))
    const draft = await createMusicAnalysis({ status: 'draft' })
    const newestFirst = slugs([...made].reverse())

    const one = await call(list, '/api/music-analysis')
    expect(one.status).toBe(200)
    expect(Object.keys(one.json).sort()).toEqual(['currentPage', 'items', 'totalPages'])
    expect(one.json.currentPage).toBe(1)
    expect(slugs(one.json.items)).toEqual(newestFirst.slice(0, 12))
    expect(slugs(one.json.items)).not.toContain(draft.slug)
    expect(Object.keys(one.json.items[0]).sort()).toEqual(SNAKE_CASE_FIELDS)

    const two = await call(list, '/api/music-analysis', { query: { page: '2' } })
    expect(two.json.currentPage).toBe(2)
    expect(slugs(two.json.items)[0]).toBe(newestFirst[12])
    expect(one.json.totalPages).toBeGreaterThanOrEqual(2)
  })

  it('answers a page past the end with no items', async () => {
    const res = await call(list, '/api/music-analysis', { query: { page: '100000' } })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ items: [], currentPage: 100000, totalPages: expect.any(Number) })
    expect(res.json.totalPages).toBeGreaterThanOrEqual(2)
  })

  it.each(BAD_PAGES)('refuses page=%j with 400', async (page) => {
    const res = await call(list, '/api/music-analysis', { query: { page } })
    expect(res.status).toBe(400)
    expect(res.json.errors).toHaveProperty('page')
  })
})

describe('GET /api/music-analysis/{slug}', () => {
  it('gives one analysis with snake_case fields', async () => {
    const genre = genreName('Gospel')
    const analysis = await createMusicAnalysis({
      artist: 'Some Artist',
      song: 'Some Song',
      album: 'Some Album',
      genres: [genre, 'Soul'],
      verdict: 'spiritually risky',
      sections: [
        { title: 'First', content: 'First section.' },
        { title: 'Second', content: 'Second section.' },
      ],
      verdictReason: 'The reason.',
      supportingScripture: ['Psalm 1:1', 'Psalm 119:105'],
      tags: ['alpha', 'beta'],
    })

    const res = await call(detail, `/api/music-analysis/${analysis.slug}`, { params: { slug: analysis.slug } })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({
      id: analysis.id,
      slug: analysis.slug,
      title: analysis.title,
      artist: 'Some Artist',
      song: 'Some Song',
      album: 'Some Album',
      genre: [genre, 'Soul'],
      verdict: 'spiritually risky',
      thumbnail: null,
      summary: analysis.summary,
      sections: [
        { title: 'First', content: 'First section.' },
        { title: 'Second', content: 'Second section.' },
      ],
      verdict_reason: 'The reason.',
      supporting_scripture: ['Psalm 1:1', 'Psalm 119:105'],
      tags: ['alpha', 'beta'],
      image: null,
      date: analysis.publishedAt,
    })
  })

  it('gives null for a missing album and empty lists for missing scripture and tags', async () => {
    const analysis = await createMusicAnalysis({ supportingScripture: [], tags: [], sections: [] })
    const res = await call(detail, `/api/music-analysis/${analysis.slug}`, { params: { slug: analysis.slug } })
    expect(res.json).toMatchObject({ album: null, supporting_scripture: [], tags: [], sections: [] })
  })

  it('answers 404 for a draft', async () => {
    const draft = await createMusicAnalysis({ status: 'draft' })
    const res = await call(detail, `/api/music-analysis/${draft.slug}`, { params: { slug: draft.slug } })
    expect(res.status).toBe(404)
    expect(res.json).toEqual({ message: 'Analysis not found' })
  })

  it.each([unique('no-such-song'), 'Title Case', 'nul\u0000byte', 'x'.repeat(5000), ''])(
    'answers 404 for the slug %#',
    async (slug) => {
      const res = await call(detail, '/api/music-analysis/x', { params: { slug } })
      expect(res.status).toBe(404)
      expect(res.json).toEqual({ message: 'Analysis not found' })
    },
  )
})

describe('GET /api/music-analysis/genres', () => {
  it('lists each genre of a published analysis once, whatever its case, alphabetically', async () => {
    const stamp = unique('g')
    await createMusicAnalysis({ genres: [`Zydeco ${stamp}`, `hip-hop ${stamp}`] })
    // The newest analysis's spelling is the one shown.
    await createMusicAnalysis({ genres: [`Hip-Hop ${stamp}`, `Ambient ${stamp}`] })
    await createMusicAnalysis({ genres: [`Secret ${stamp}`], status: 'draft' })

    const res = await call(genres, '/api/music-analysis/genres')
    expect(res.status).toBe(200)
    expect(res.json.filter((g: string) => g.endsWith(stamp))).toEqual([`Ambient ${stamp}`, `Hip-Hop ${stamp}`, `Zydeco ${stamp}`])
    expect(res.json).toEqual([...res.json].sort((a: string, b: string) => a.localeCompare(b, 'en')))
  })
})

describe('GET /api/music-analysis/genre/{genre}', () => {
  it('matches the genre without regard to case, after URL decoding, and pages twelve at a time', async () => {
    const genre = genreName('Hip-Hop')
    const made = []
    for (let i = 0; i < 12; i++) made.push(await createMusicAnalysis({ genres: ['Rap', genre] }))
    made.push(await createMusicAnalysis({ genres: [genre.toLowerCase()] }))
    await createMusicAnalysis({ genres: [genre], status: 'draft' })
    await createMusicAnalysis({ genres: [`${genre} Extra`] })
    const newestFirst = slugs([...made].reverse())

    for (const asked of [genre.toLowerCase(), genre.toUpperCase(), encodeURIComponent(genre.toLowerCase())]) {
      const one = await call(byGenre, '/api/music-analysis/genre/x', { params: { genre: asked } })
      expect(one.status).toBe(200)
      expect(one.json).toMatchObject({ currentPage: 1, totalPages: 2 })
      expect(slugs(one.json.items)).toEqual(newestFirst.slice(0, 12))
    }

    const two = await call(byGenre, '/api/music-analysis/genre/x', { params: { genre }, query: { page: '2' } })
    expect(two.json).toMatchObject({ currentPage: 2, totalPages: 2 })
    expect(slugs(two.json.items)).toEqual(newestFirst.slice(12))

    const past = await call(byGenre, '/api/music-analysis/genre/x', { params: { genre }, query: { page: '3' } })
    expect(past.status).toBe(200)
    expect(past.json).toEqual({ items: [], currentPage: 3, totalPages: 2 })
  })

  it.each([unique('No Such Genre'), '100%', '%E0%A4%A', 'nul\u0000byte', 'x'.repeat(5000), ''])(
    'gives an empty list for the unknown genre %#',
    async (genre) => {
      const res = await call(byGenre, '/api/music-analysis/genre/x', { params: { genre } })
      expect(res.status).toBe(200)
      expect(res.json).toEqual({ items: [], currentPage: 1, totalPages: 1 })
    },
  )

  it.each(BAD_PAGES)('refuses page=%j with 400', async (page) => {
    const res = await call(byGenre, '/api/music-analysis/genre/x', { params: { genre: 'Rap' }, query: { page } })
    expect(res.status).toBe(400)
  })
})

describe('GET /api/music-analysis/verdict/{verdict}', () => {
  it('matches the verdict without regard to case, after URL decoding', async () => {
    const risky = await createMusicAnalysis({ verdict: 'spiritually risky' })
    const sound = await createMusicAnalysis({ verdict: 'biblically sound' })
    await createMusicAnalysis({ verdict: 'biblically sound', status: 'draft' })

    for (const asked of ['Biblically%20Sound', 'Biblically Sound', 'BIBLICALLY SOUND', 'biblically-sound']) {
      const res = await call(byVerdict, '/api/music-analysis/verdict/x', { params: { verdict: asked } })
      expect(res.status).toBe(200)
      expect(res.json.currentPage).toBe(1)
      // Among the newest, not necessarily first: other test files add analyses at the same time.
      expect(slugs(res.json.items)).toContain(sound.slug)
      expect(res.json.items.every((m: { verdict: string }) => m.verdict === 'biblically sound')).toBe(true)
      expect(slugs(res.json.items)).not.toContain(risky.slug)
    }
  })

  it('pages the verdict list and answers a page past the end with no items', async () => {
    const unbiblical = []
    for (let i = 0; i < 13; i++) unbiblical.push(await createMusicAnalysis({ verdict: 'unbiblical' }))
    const one = await call(byVerdict, '/api/music-analysis/verdict/x', { params: { verdict: 'Unbiblical' } })
    expect(one.json.items).toHaveLength(12)
    expect(one.json.totalPages).toBeGreaterThanOrEqual(2)
    const past = await call(byVerdict, '/api/music-analysis/verdict/x', {
      params: { verdict: 'Unbiblical' },
      query: { page: '99999' },
    })
    expect(past.status).toBe(200)
    expect(past.json).toEqual({ items: [], currentPage: 99999, totalPages: expect.any(Number) })
    expect(past.json.totalPages).toBeGreaterThanOrEqual(one.json.totalPages)
  })

  it.each(['heretical', 'No Verdict', '%', 'nul\u0000byte', 'x'.repeat(5000), ''])(
    'gives an empty list for the unknown verdict %#',
    async (verdict) => {
      const res = await call(byVerdict, '/api/music-analysis/verdict/x', { params: { verdict } })
      expect(res.status).toBe(200)
      expect(res.json).toEqual({ items: [], currentPage: 1, totalPages: 1 })
    },
  )

  it.each(BAD_PAGES)('refuses page=%j with 400', async (page) => {
    const res = await call(byVerdict, '/api/music-analysis/verdict/x', { params: { verdict: 'unbiblical' }, query: { page } })
    expect(res.status).toBe(400)
  })
})
