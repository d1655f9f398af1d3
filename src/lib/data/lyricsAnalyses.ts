/** Lyrics analyses as the API and pages show them (SPEC §3 "Lyrics analysis"). */
import { POSTS_PER_PAGE } from '@/lib/constants'
import { payloadClient } from '@/lib/payload'
import type { LyricsAnalysis as LyricsDoc } from '@/payload-types'
import { published } from './queries'
import { imageFields, toImage, type Image } from './images'
import { toPaged, type Paged } from './paged'

export type LyricsAnalysis = {
  id: number
  slug: string
  title: string
  coverImage: string | null
  cover: Image | null
  verdict: string
  quote: string | null
  summary: string
  date: string
  readingTime: number
}

const fields = {
  title: true,
  slug: true,
  coverImage: true,
  verdict: true,
  quote: true,
  summary: true,
  publishedAt: true,
  readingTime: true,
  createdAt: true,
} as const

type ListedLyrics = Pick<LyricsDoc, 'id' | keyof typeof fields>

export const toLyricsAnalysis = (doc: ListedLyrics): LyricsAnalysis => {
  const cover = toImage(doc.coverImage, 'card')
  return {
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    coverImage: cover?.url ?? null,
    cover,
    verdict: doc.verdict,
    quote: doc.quote || null,
    summary: doc.summary,
    date: doc.publishedAt ?? doc.createdAt,
    readingTime: doc.readingTime ?? 1,
  }
}

const findLyrics = async (page: number, limit: number) => {
  const payload = await payloadClient()
  return payload.find({
    collection: 'lyrics-analyses',
    where: published,
    select: fields,
    populate: { uploads: imageFields },
    sort: ['-publishedAt', '-id'],
    page,
    limit,
    depth: 1,
    overrideAccess: false,
  })
}

/** Published analyses, newest first, POSTS_PER_PAGE at a time. */
export const listLyricsAnalyses = async (page = 1): Promise<Paged<LyricsAnalysis>> => {
  const result = await findLyrics(page, POSTS_PER_PAGE)
  return toPaged(result, page, POSTS_PER_PAGE, toLyricsAnalysis, async () => {
    const payload = await payloadClient()
    return (await payload.count({ collection: 'lyrics-analyses', where: published, overrideAccess: false })).totalDocs
  })
}

/** The newest published analysis (the home page's block), or null when there is none. */
export const getLatestLyricsAnalysis = async (): Promise<LyricsAnalysis | null> => {
  const [doc] = (await findLyrics(1, 1)).docs
  return doc ? toLyricsAnalysis(doc) : null
}
