import { addressOf } from '@/collections/addresses'
import type { MusicAnalysis } from '@/payload-types'
import { joinText } from '@/search/plainText'
import type { SearchDocument } from '@/search/searchIndex'

/** What a published document gives the site's search: title (weight A), summary (B), body (C). */
export const musicDocument = (m: MusicAnalysis): SearchDocument => ({
  title: m.title,
  summary: m.summary,
  body: joinText(m.artist, m.song, m.album, m.genres, m.sections?.map((s) => `${s.title}\n${s.content}`), m.verdictReason, m.tags),
  url: addressOf('music-analyses', m.slug),
  publishedAt: m.publishedAt ?? null,
})
