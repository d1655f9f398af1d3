/** Lyrics analyses as the API and pages show them. */
import type { Payload } from 'payload'

import { POSTS_PER_PAGE } from '@/lib/constants'
import type { LyricsAnalysis as LyricsDoc } from '@/payload-types'
import { cachedRead, existingPage, found } from '@/lib/data/cache'
import { type Image } from '@/lib/data/images'
import { type Paged } from '@/lib/data/paged'
import { cardFields, findPublishedBySlug, listPublishedPage } from '@/lib/data/published'
import { richTextToHtml } from '@/lib/data/richText'

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

/** The detail adds the analysis itself as HTML (escaped by the converter). */
export type LyricsAnalysisDetail = LyricsAnalysis & { content: string }

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

const toLyricsAnalysis = (doc: ListedLyrics, use: 'card' | 'detail' = 'card'): LyricsAnalysis => ({
  id: doc.id,
  slug: doc.slug,
  title: doc.title,
  verdict: doc.verdict,
  quote: doc.quote || null,
  summary: doc.summary,
  readingTime: doc.readingTime ?? 1,
  ...cardFields(doc, use),
})

const readPage = (payload: Payload, page: number, perPage: number) =>
  listPublishedPage(payload, 'lyrics-analyses', { page, perPage, select: fields, map: (doc) => toLyricsAnalysis(doc) })

/** Published analyses, newest first, POSTS_PER_PAGE at a time. */
export const listLyricsAnalyses = cachedRead('lyrics.list', (payload: Payload, page: number = 1): Promise<Paged<LyricsAnalysis>> => readPage(payload, page, POSTS_PER_PAGE), {
  keep: existingPage,
})

/** The newest published analysis (the home page's block), or null when there is none. */
export const getLatestLyricsAnalysis = cachedRead(
  'lyrics.latest',
  async (payload: Payload): Promise<LyricsAnalysis | null> => (await readPage(payload, 1, 1)).items[0] ?? null,
)

export const getLyricsAnalysisBySlug = cachedRead(
  'lyrics.bySlug',
  async (payload: Payload, slug: string): Promise<LyricsAnalysisDetail | null> => {
    const doc = await findPublishedBySlug(payload, 'lyrics-analyses', slug)
    return doc ? { ...toLyricsAnalysis(doc, 'detail'), content: richTextToHtml(doc.content) } : null
  },
  { keep: found },
)
