/**
 * Music analyses in the shape their existing clients read (SPEC §3 "Music analysis"):
 * snake_case `verdict_reason` and `supporting_scripture`, the genres as `genre`.
 */
import type { Where } from 'payload'

import { MUSIC_PER_PAGE, MUSIC_VERDICTS } from '@/lib/constants'
import { payloadClient } from '@/lib/payload'
import type { MusicAnalysis as MusicDoc } from '@/payload-types'
import { published, publishedAt } from './queries'
import { imageFields, imageUrl } from './images'
import { emptyPage, toPaged, type Paged } from './paged'
import { isSlug } from './slugs'

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
}

export const toMusicAnalysis = (doc: MusicDoc): MusicAnalysis => ({
  id: doc.id,
  slug: doc.slug,
  title: doc.title,
  artist: doc.artist,
  song: doc.song,
  album: doc.album ?? null,
  genre: doc.genres ?? [],
  verdict: doc.verdict,
  thumbnail: imageUrl(doc.thumbnail, 'card'),
  summary: doc.summary,
  sections: (doc.sections ?? []).map(({ title, content }) => ({ title, content })),
  verdict_reason: doc.verdictReason,
  supporting_scripture: doc.supportingScripture ?? [],
  tags: doc.tags ?? [],
})

const count = async (where: Where) => {
  const payload = await payloadClient()
  return (await payload.count({ collection: 'music-analyses', where: { and: [published, where] }, overrideAccess: false }))
    .totalDocs
}

/** Published analyses matching `where`, newest first, MUSIC_PER_PAGE at a time. */
const listWhere = async (where: Where, page: number): Promise<Paged<MusicAnalysis>> => {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'music-analyses',
    where: { and: [published, where] },
    populate: { uploads: imageFields },
    sort: ['-publishedAt', '-id'],
    page,
    limit: MUSIC_PER_PAGE,
    depth: 1,
    overrideAccess: false,
  })
  return toPaged(result, page, MUSIC_PER_PAGE, toMusicAnalysis, () => count(where))
}

export const listMusicAnalyses = (page = 1) => listWhere({}, page)

/** "Biblically Sound", "biblically-sound" and "BIBLICALLY SOUND" all name the stored "biblically sound". */
const verdictNamed = (name: string) => {
  const wanted = name.trim().toLowerCase().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ')
  return MUSIC_VERDICTS.find((verdict) => verdict === wanted)
}

/** A verdict that is not one of the three matches no analysis: an empty page, not an error. */
export const listMusicAnalysesByVerdict = async (name: string, page = 1): Promise<Paged<MusicAnalysis>> => {
  const verdict = verdictNamed(name)
  return verdict ? listWhere({ verdict: { equals: verdict } }, page) : emptyPage(page)
}

/** Every genre spelling on a published analysis, newest analysis first (a small collection: read whole). */
const storedGenres = async (): Promise<string[]> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'music-analyses',
    where: published,
    select: { genres: true },
    sort: ['-publishedAt', '-id'],
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return docs.flatMap((doc) => doc.genres ?? [])
}

/** Every genre once, whatever its case (spelled as on the newest analysis using it), alphabetically. */
export const listMusicGenres = async (): Promise<string[]> => {
  const genres = new Map<string, string>()
  for (const genre of await storedGenres()) {
    if (!genres.has(genre.toLowerCase())) genres.set(genre.toLowerCase(), genre)
  }
  return [...genres.values()].sort((a, b) => a.localeCompare(b, 'en'))
}

/**
 * Analyses in a genre, matched without regard to case ("hip-hop" finds "Hip-Hop"). Genres are
 * free text, so the stored spellings that match are looked up first and queried exactly.
 */
export const listMusicAnalysesByGenre = async (name: string, page = 1): Promise<Paged<MusicAnalysis>> => {
  const wanted = name.trim().toLowerCase()
  const spellings = [...new Set((await storedGenres()).filter((genre) => genre.toLowerCase() === wanted))]
  return spellings.length ? listWhere({ genres: { in: spellings } }, page) : emptyPage(page)
}

export const getMusicAnalysisBySlug = async (slug: string): Promise<MusicAnalysis | null> => {
  if (!isSlug(slug)) return null
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'music-analyses',
    where: publishedAt(slug),
    populate: { uploads: imageFields },
    limit: 1,
    pagination: false,
    depth: 1,
    overrideAccess: false,
  })
  return docs[0] ? toMusicAnalysis(docs[0]) : null
}
