import { addressOf } from '@/collections/addresses'
import type { MediaItem } from '@/payload-types'
import { wholeDocument, type CitingSource } from '@/search/citations'

/** Where a published media item cites Scripture: its title, summary and takeaway. */
export const mediaCitations = (m: MediaItem): CitingSource[] =>
  wholeDocument(addressOf('media-items', m.slug), m.title, m.publishedAt, m.summary, m.spiritualTakeaway)
