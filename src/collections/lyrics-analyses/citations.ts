import { addressOf } from '@/collections/addresses'
import type { LyricsAnalysis } from '@/payload-types'
import { citableRichText, wholeDocument, type CitingSource } from '@/search/citations'

/** Where a published lyrics analysis cites Scripture: everything the creator wrote in it. */
export const lyricsCitations = (l: LyricsAnalysis): CitingSource[] =>
  wholeDocument(addressOf('lyrics-analyses', l.slug), l.title, l.publishedAt, l.quote, l.summary, citableRichText(l.content))
