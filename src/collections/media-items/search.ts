import { addressOf } from '@/collections/addresses'
import type { MediaItem } from '@/payload-types'
import { joinText } from '@/search/plainText'
import type { SearchDocument } from '@/search/searchIndex'

/** What a published document gives the site's search: title (weight A), summary (B), body (C). */
export const mediaDocument = (m: MediaItem): SearchDocument => ({
  title: m.title,
  summary: m.summary,
  body: joinText(m.creator, m.category, m.spiritualTakeaway, m.tags),
  url: addressOf('media-items', m.slug),
  publishedAt: m.publishedAt ?? null,
})
