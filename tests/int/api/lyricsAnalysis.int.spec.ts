import { describe, expect, it, vi } from 'vitest'

import { GET as latest } from '@/app/(frontend)/api/lyrics-analysis/latest/route'
import { GET as list } from '@/app/(frontend)/api/lyrics-analysis/route'
import { call } from '../../api'
import { testPayload } from '../../factories'
import { createLyricsAnalysis, datesFrom } from '../../factories/content'

const slugs = (items: { slug: string }[]) => items.map((p) => p.slug)

// This file asserts on the newest analyses of the whole site: its own years, so that other
// files publishing analyses at the same time (factories date theirs from 2300) never come between.
const listed = datesFrom(2950)
const latestDate = datesFrom(2960)

describe('GET /api/lyrics-analysis', () => {
  it('pages through published analyses newest first, in the documented shape', async () => {
    const made = []
    for (let i = 0; i < 10; i++) made.push(await createLyricsAnalysis({ quote: `Quoted line ${i}`, publishedAt: listed() }))
    const draft = await createLyricsAnalysis({ status: 'draft' })
    const newestFirst = slugs([...made].reverse())

    const one = await call(list, '/api/lyrics-analysis')
    expect(one.status).toBe(200)
    expect(Object.keys(one.json).sort()).toEqual(['currentPage', 'items', 'totalPages'])
    expect(one.json.currentPage).toBe(1)
    expect(slugs(one.json.items)).toEqual(newestFirst.slice(0, 9))
    expect(slugs(one.json.items)).not.toContain(draft.slug)

    const newest = made[9]
    expect(one.json.items[0]).toEqual({
      id: newest.id,
      slug: newest.slug,
      title: newest.title,
      coverImage: null,
      cover: null,
      verdict: 'Biblically Redeemable',
      quote: 'Quoted line 9',
      summary: newest.summary,
      date: newest.publishedAt,
      readingTime: 1,
    })

    const two = await call(list, '/api/lyrics-analysis', { query: { page: '2' } })
    expect(two.json.currentPage).toBe(2)
    expect(slugs(two.json.items)[0]).toBe(newestFirst[9])

    const payload = await testPayload()
    const { totalDocs } = await payload.count({ collection: 'lyrics-analyses', where: { _status: { equals: 'published' } } })
    expect(one.json.totalPages).toBeGreaterThanOrEqual(Math.ceil(totalDocs / 9))
  })

  it('answers a page past the end with no items', async () => {
    await createLyricsAnalysis()
    const res = await call(list, '/api/lyrics-analysis', { query: { page: '99999' } })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ items: [], currentPage: 99999, totalPages: expect.any(Number) })
    expect(res.json.totalPages).toBeGreaterThanOrEqual(1)
  })

  it.each(['0', '-1', '1.5', 'abc', '1e3', '99999999999'])('refuses page=%j with 400', async (page) => {
    const res = await call(list, '/api/lyrics-analysis', { query: { page } })
    expect(res.status).toBe(400)
    expect(res.json.errors).toHaveProperty('page')
  })
})

describe('GET /api/lyrics-analysis/latest', () => {
  it('gives the newest published analysis, never a newer draft', async () => {
    const newest = await createLyricsAnalysis({ verdict: 'Spiritually Compromising', quote: '', publishedAt: latestDate() })
    await createLyricsAnalysis({ status: 'draft' })

    const res = await call(latest, '/api/lyrics-analysis/latest')
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ slug: newest.slug, verdict: 'Spiritually Compromising', quote: null })
  })

  it('answers 404 when nothing is published', async () => {
    // Other test files publish analyses into the same database: ask a fresh copy of the
    // route whose data function finds none.
    vi.resetModules()
    vi.doMock('@/collections/lyrics-analyses/data', async (original) => ({
      ...(await original<typeof import('@/collections/lyrics-analyses/data')>()),
      getLatestLyricsAnalysis: async () => null,
    }))
    try {
      const { GET } = await import('@/app/(frontend)/api/lyrics-analysis/latest/route')
      const res = await call(GET, '/api/lyrics-analysis/latest')
      expect(res.status).toBe(404)
      expect(res.json).toEqual({ message: expect.any(String) })
    } finally {
      vi.doUnmock('@/collections/lyrics-analyses/data')
    }
  })
})
