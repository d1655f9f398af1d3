import { addressOf } from '@/collections/addresses'
import type { MusicAnalysis } from '@/payload-types'
import { wholeDocument, type CitingSource } from '@/search/citations'

/**
 * Where a published music analysis cites Scripture: everything the creator wrote in it (the
 * artist's, song's and album's names are not the creator's words).
 */
export const musicCitations = (m: MusicAnalysis): CitingSource[] =>
  wholeDocument(
    addressOf('music-analyses', m.slug),
    m.title,
    m.publishedAt,
    m.summary,
    m.sections?.map((s) => `${s.title}\n${s.content}`),
    m.verdictReason,
    m.supportingScripture,
  )
