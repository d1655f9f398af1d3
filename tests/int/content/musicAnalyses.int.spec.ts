import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { findMusicAnalyses, listMusicGenres, type MusicAnalysis } from '@/collections/music-analyses/data'
import type { MusicFilters } from '@/lib/validation/musicFilters'
import type { MusicAnalysis as MusicDoc } from '@/payload-types'
import { testPayload, unique } from '../../factories'
import { createMusicAnalysis, datesFrom } from '../../factories/content'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

// This file's own years: files that list the newest analyses of the whole site (the API's first
// page) never see these, and these stay in the order they are made.
const dated = datesFrom(2100)

const slugs = (items: { slug: string }[]) => items.map((a) => a.slug)

/** Every page of a listing (other test files add analyses too: look through all of them). */
const allPages = async (filters: MusicFilters): Promise<MusicAnalysis[]> => {
  const first = await findMusicAnalyses(payload, { ...filters, page: 1 })
  const items = [...first.items]
  for (let page = 2; page <= first.totalPages; page++) items.push(...(await findMusicAnalyses(payload, { ...filters, page })).items)
  return items
}

// Genres, words and tags no other test uses, so the listings below hold only this file's analyses.
const stamp = unique('m').toLowerCase()
const GENRE = `Synthwave ${stamp}`
const OTHER_GENRE = `Bluegrass ${stamp}`
const SEARCH_GENRE = `Shoegaze ${stamp}`
const WORD = `zephyr${stamp.replace(/[^a-z0-9]/g, '')}`

describe('findMusicAnalyses', () => {
  let inGenre: MusicDoc[]
  let riskyElsewhere: MusicDoc
  let draftInGenre: MusicDoc
  /** Fourteen analyses carrying WORD in one searched field each (13 of them in SEARCH_GENRE). */
  let matches: Record<'title' | 'artist' | 'song' | 'album' | 'tagged', MusicDoc[]>
  let summaryOnly: MusicDoc
  let draftMatch: MusicDoc

  beforeAll(async () => {
    inGenre = [
      await createMusicAnalysis({ publishedAt: dated(), genres: [GENRE], verdict: 'biblically sound' }),
      // Genres are free text: another spelling of the same genre is the same genre.
      await createMusicAnalysis({ publishedAt: dated(), genres: ['Pop', GENRE.toLowerCase()], verdict: 'unbiblical' }),
    ]
    riskyElsewhere = await createMusicAnalysis({ publishedAt: dated(), genres: [OTHER_GENRE], verdict: 'spiritually risky' })
    draftInGenre = await createMusicAnalysis({ publishedAt: dated(), genres: [GENRE], status: 'draft' })

    matches = {
      title: [await createMusicAnalysis({ publishedAt: dated(), title: `The ${WORD} song ${stamp}`, genres: [SEARCH_GENRE] })],
      artist: [await createMusicAnalysis({ publishedAt: dated(), artist: `${WORD} Collective`, genres: [SEARCH_GENRE], verdict: 'spiritually risky' })],
      song: [await createMusicAnalysis({ publishedAt: dated(), song: `Ode to ${WORD}`, genres: [SEARCH_GENRE] })],
      album: [await createMusicAnalysis({ publishedAt: dated(), album: `${WORD.toUpperCase()} Sessions`, genres: [OTHER_GENRE], verdict: 'unbiblical' })],
      tagged: [],
    }
    for (let i = 0; i < 10; i++) matches.tagged.push(await createMusicAnalysis({ publishedAt: dated(), tags: ['test', WORD], genres: [SEARCH_GENRE] }))
    summaryOnly = await createMusicAnalysis({ publishedAt: dated(), summary: `A summary that names ${WORD} but is not searched.`, genres: [SEARCH_GENRE] })
    draftMatch = await createMusicAnalysis({ publishedAt: dated(), title: `Draft ${WORD} ${stamp}`, status: 'draft', genres: [SEARCH_GENRE] })
  }, 120_000)

  it('filters by genre whatever its case, newest first, without drafts', async () => {
    for (const genre of [GENRE, GENRE.toUpperCase(), `  ${GENRE.toLowerCase()} `.trim()]) {
      const listing = await findMusicAnalyses(payload, { genre })
      expect(listing).toMatchObject({ currentPage: 1, totalPages: 1, searching: false })
      expect(slugs(listing.items)).toEqual(slugs([...inGenre].reverse()))
    }
    expect(slugs(await allPages({ genre: GENRE }))).not.toContain(draftInGenre.slug)
    expect((await findMusicAnalyses(payload, { genre: `No such genre ${stamp}` })).items).toEqual([])
  })

  it('lists each genre once, whatever the case it is stored in', async () => {
    const genres = await listMusicGenres(payload)
    expect(genres.filter((g) => g.toLowerCase() === GENRE.toLowerCase())).toHaveLength(1)
  })

  it('filters by verdict in any spelling, and an unknown verdict finds nothing', async () => {
    for (const verdict of ['spiritually risky', 'Spiritually-Risky']) {
      const items = await allPages({ verdict })
      expect(items.length).toBeGreaterThan(0)
      expect(new Set(items.map((a) => a.verdict))).toEqual(new Set(['spiritually risky']))
      expect(slugs(items)).toContain(riskyElsewhere.slug)
    }
    expect(await findMusicAnalyses(payload, { verdict: 'lukewarm' })).toMatchObject({ items: [], searching: false })
  })

  it('follows the verdict, not the genre, when both are chosen', async () => {
    const items = await allPages({ genre: GENRE, verdict: 'spiritually risky' })
    expect(new Set(items.map((a) => a.verdict))).toEqual(new Set(['spiritually risky']))
    // The genre is ignored: a risky analysis of another genre is there, the genre's sound one is not.
    expect(slugs(items)).toContain(riskyElsewhere.slug)
    expect(slugs(items)).not.toContain(inGenre[0].slug)
  })

  it('searches title, artist, song, album and tags of every analysis, case-insensitively, and shows every match', async () => {
    const expected = slugs(
      [...matches.title, ...matches.artist, ...matches.song, ...matches.album, ...matches.tagged].reverse(),
    )
    expect(expected.length).toBeGreaterThan(12)
    for (const q of [WORD, WORD.toUpperCase(), `${WORD.slice(0, 3).toUpperCase()}${WORD.slice(3)}`]) {
      const listing = await findMusicAnalyses(payload, { q })
      expect(listing).toMatchObject({ currentPage: 1, totalPages: 1, searching: true })
      expect(slugs(listing.items)).toEqual(expected)
    }
    const ignoredPage = await findMusicAnalyses(payload, { q: WORD, page: 2 })
    expect(slugs(ignoredPage.items)).toEqual(expected)
    expect(expected).not.toContain(summaryOnly.slug)
    expect(expected).not.toContain(draftMatch.slug)
  })

  it('combines the search with the verdict (or, without one, the genre)', async () => {
    expect(slugs((await findMusicAnalyses(payload, { q: WORD, verdict: 'unbiblical' })).items)).toEqual([matches.album[0].slug])
    expect(slugs((await findMusicAnalyses(payload, { q: WORD, verdict: 'spiritually-risky', genre: OTHER_GENRE })).items)).toEqual([
      matches.artist[0].slug,
    ])
    const inOther = await findMusicAnalyses(payload, { q: WORD.toUpperCase(), genre: OTHER_GENRE.toUpperCase() })
    expect(slugs(inOther.items)).toEqual([matches.album[0].slug])
    expect(await findMusicAnalyses(payload, { q: `${WORD}-nothing` })).toMatchObject({ items: [], searching: true })
  })

  it('pages a filtered list twelve at a time, and a page past the end is empty with the real page count', async () => {
    const inSearchGenre = slugs(
      [...matches.title, ...matches.artist, ...matches.song, ...matches.tagged, summaryOnly].reverse(),
    )
    expect(inSearchGenre).toHaveLength(14)
    const one = await findMusicAnalyses(payload, { genre: SEARCH_GENRE })
    const two = await findMusicAnalyses(payload, { genre: SEARCH_GENRE, page: 2 })
    expect(one).toMatchObject({ currentPage: 1, totalPages: 2, searching: false })
    expect(slugs(one.items)).toEqual(inSearchGenre.slice(0, 12))
    expect(two).toMatchObject({ currentPage: 2, totalPages: 2 })
    expect(slugs(two.items)).toEqual(inSearchGenre.slice(12))

    expect(await findMusicAnalyses(payload, { genre: SEARCH_GENRE, page: 3 })).toEqual({ items: [], currentPage: 3, totalPages: 2, searching: false })

    const verdictFirst = await findMusicAnalyses(payload, { verdict: 'biblically sound' })
    const verdictPast = await findMusicAnalyses(payload, { verdict: 'biblically sound', page: 100_000 })
    expect(verdictPast).toMatchObject({ items: [], currentPage: 100_000, searching: false })
    expect(verdictPast.totalPages).toBeGreaterThanOrEqual(verdictFirst.totalPages)
    expect(verdictFirst.totalPages).toBeGreaterThanOrEqual(2)

    const everyFirst = await findMusicAnalyses(payload, {})
    const everyPast = await findMusicAnalyses(payload, { page: 100_000 })
    expect(everyPast).toMatchObject({ items: [], currentPage: 100_000 })
    expect(everyPast.totalPages).toBeGreaterThanOrEqual(everyFirst.totalPages)
    expect(everyFirst.totalPages).toBeGreaterThanOrEqual(2)
  })
})
