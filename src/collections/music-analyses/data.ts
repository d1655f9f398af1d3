/**
 * Music analyses in the shape their existing clients read:
 * snake_case `verdict_reason` and `supporting_scripture`, the genres as `genre`.
 */
import type { Payload, Where } from 'payload'

import { MUSIC_PER_PAGE } from '@/lib/constants'
import type { MusicFilters } from '@/lib/validation/musicFilters'
import { musicVerdictNamed } from '@/lib/vocabularies/verdicts'
import type { MusicAnalysis as MusicDoc } from '@/payload-types'
import { cachedRead, existingPage, found, nonEmptyPage } from '@/lib/data/cache'
import { imageUrl, toImage, type Image } from '@/lib/data/images'
import { emptyPage, type Paged } from '@/lib/data/paged'
import { findAllPublished, findPublishedBySlug, listPublishedPage } from '@/lib/data/published'

export type MusicAnalysis = {
  id: number
  slug: string
  title: string
  artist: string
  song: string
  album: string | null
  genre: string[]
  verdict: string
  thumbnail: string | null
  summary: string
  sections: { title: string; content: string }[]
  verdict_reason: string
  supporting_scripture: string[]
  tags: string[]
  /** The thumbnail with its alt text and size, for pages (not part of the documented shape). */
  image: Image | null
  date: string
}

const toMusicAnalysis = (doc: MusicDoc, use: 'card' | 'detail' = 'card'): MusicAnalysis => ({
  id: doc.id,
  slug: doc.slug,
  title: doc.title,
  artist: doc.artist,
  song: doc.song,
  album: doc.album ?? null,
  genre: doc.genres ?? [],
  verdict: doc.verdict,
  thumbnail: imageUrl(doc.thumbnail, use),
  summary: doc.summary,
  sections: (doc.sections ?? []).map(({ title, content }) => ({ title, content })),
  verdict_reason: doc.verdictReason,
  supporting_scripture: doc.supportingScripture ?? [],
  tags: doc.tags ?? [],
  image: toImage(doc.thumbnail, use),
  date: doc.publishedAt ?? doc.createdAt,
})

/** Published analyses matching `where`, newest first, MUSIC_PER_PAGE at a time. */
const listWhere = (payload: Payload, where: Where | undefined, page: number): Promise<Paged<MusicAnalysis>> =>
  listPublishedPage(payload, 'music-analyses', { where, page, perPage: MUSIC_PER_PAGE, map: (doc) => toMusicAnalysis(doc) })

export const listMusicAnalyses = cachedRead('music.list', (payload: Payload, page: number = 1) => listWhere(payload, undefined, page), { keep: existingPage })

/** A verdict that is not one of the three matches no analysis: an empty page, not an error. */
export const listMusicAnalysesByVerdict = cachedRead(
  'music.byVerdict',
  async (payload: Payload, name: string, page: number = 1): Promise<Paged<MusicAnalysis>> => {
    const verdict = musicVerdictNamed(name)
    return verdict ? listWhere(payload, { verdict: { equals: verdict } }, page) : emptyPage(page)
  },
  { keep: nonEmptyPage },
)

/** Every published analysis, newest first (searched in memory: the collection is small). */
const allMusicAnalyses = cachedRead('music.all', async (payload: Payload): Promise<MusicAnalysis[]> =>
  (await findAllPublished(payload, 'music-analyses')).map((doc) => toMusicAnalysis(doc)),
)

/** Every genre spelling on a published analysis, newest analysis first. */
const storedGenres = async (payload: Payload): Promise<string[]> => (await allMusicAnalyses(payload)).flatMap((analysis) => analysis.genre)

/** Every genre once, whatever its case (spelled as on the newest analysis using it), alphabetically. */
export const listMusicGenres = cachedRead('music.genres', async (payload: Payload): Promise<string[]> => {
  const genres = new Map<string, string>()
  for (const genre of await storedGenres(payload)) {
    if (!genres.has(genre.toLowerCase())) genres.set(genre.toLowerCase(), genre)
  }
  return [...genres.values()].sort((a, b) => a.localeCompare(b, 'en'))
})

/**
 * Analyses in a genre, matched without regard to case ("hip-hop" finds "Hip-Hop"). Genres are
 * free text, so the stored spellings that match are looked up first and queried exactly.
 */
export const listMusicAnalysesByGenre = cachedRead(
  'music.byGenre',
  async (payload: Payload, name: string, page: number = 1): Promise<Paged<MusicAnalysis>> => {
    const wanted = name.trim().toLowerCase()
    const spellings = [...new Set((await storedGenres(payload)).filter((genre) => genre.toLowerCase() === wanted))]
    return spellings.length ? listWhere(payload, { genres: { in: spellings } }, page) : emptyPage(page)
  },
  { keep: nonEmptyPage },
)

export const getMusicAnalysisBySlug = cachedRead(
  'music.bySlug',
  async (payload: Payload, slug: string): Promise<MusicAnalysis | null> => {
    const doc = await findPublishedBySlug(payload, 'music-analyses', slug)
    return doc ? toMusicAnalysis(doc, 'detail') : null
  },
  { keep: found },
)

const matchesText = (analysis: MusicAnalysis, q: string) => {
  const wanted = q.toLowerCase()
  return [analysis.title, analysis.artist, analysis.song, analysis.album ?? '', ...analysis.tags].some((text) =>
    text.toLowerCase().includes(wanted),
  )
}

export type MusicListing = Paged<MusicAnalysis> & {
  /** A search shows every match on one page (no pagination). */
  searching: boolean
}

/**
 * What `/music-analysis` shows for its filters. Only one of verdict or genre narrows the list,
 * and the verdict wins. The search text is looked for case-insensitively in the
 * title, artist, song, album and tags of every analysis the verdict or genre leaves, and all
 * matches are shown at once (DECISIONS.md); otherwise the list is paged as the API pages it.
 */
export const findMusicAnalyses = async (payload: Payload, { genre, verdict, q, page = 1 }: MusicFilters): Promise<MusicListing> => {
  if (q) {
    const wantedVerdict = verdict ? musicVerdictNamed(verdict) : undefined
    const wantedGenre = genre?.toLowerCase()
    const items = (await allMusicAnalyses(payload)).filter(
      (analysis) =>
        matchesText(analysis, q) &&
        (verdict ? analysis.verdict === wantedVerdict : !wantedGenre || analysis.genre.some((g) => g.toLowerCase() === wantedGenre)),
    )
    return { items, currentPage: 1, totalPages: 1, searching: true }
  }
  const listing = verdict
    ? await listMusicAnalysesByVerdict(payload, verdict, page)
    : genre
      ? await listMusicAnalysesByGenre(payload, genre, page)
      : await listMusicAnalyses(payload, page)
  return { ...listing, searching: false }
}
