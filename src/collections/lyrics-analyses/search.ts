import { addressOf } from '@/collections/addresses'
import type { LyricsAnalysis } from '@/payload-types'
import { joinText, lexicalPlainText } from '@/search/plainText'
import type { SearchDocument } from '@/search/searchIndex'

/** What a published document gives the site's search: title (weight A), summary (B), body (C). */
export const lyricsDocument = (l: LyricsAnalysis): SearchDocument => ({
  title: l.title,
  summary: l.summary,
  body: joinText(l.quote, lexicalPlainText(l.content), l.verdict),
  url: addressOf('lyrics-analyses', l.slug),
  publishedAt: l.publishedAt ?? null,
})
