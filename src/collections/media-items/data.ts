/** The media library: songs, movies, sermons and devotionals with a verdict. */
import type { Payload } from 'payload'

import type { MediaFilters } from '@/lib/validation/mediaFilters'
import type { MediaItem as MediaDoc } from '@/payload-types'
import { cachedRead, found } from '@/lib/data/cache'
import { type Image } from '@/lib/data/images'
import { cardFields, findAllPublished, findPublishedBySlug } from '@/lib/data/published'

export type MediaItem = {
  id: number
  title: string
  slug: string
  creator: string
  category: string
  summary: string
  spiritualTakeaway: string
  verdict: string
  tags: string[]
  coverImage: string | null
  cover: Image | null
  externalLink: string | null
  date: string
}

const toMediaItem = (doc: MediaDoc, use: 'card' | 'detail' = 'card'): MediaItem => ({
  id: doc.id,
  title: doc.title,
  slug: doc.slug,
  creator: doc.creator,
  category: doc.category,
  summary: doc.summary,
  spiritualTakeaway: doc.spiritualTakeaway,
  verdict: doc.verdict,
  tags: doc.tags ?? [],
  externalLink: doc.externalLink || null,
  ...cardFields(doc, use),
})

/** Every published media item, newest first: a small collection, filtered in memory. */
const allMediaItems = cachedRead('media.all', async (payload: Payload): Promise<MediaItem[]> =>
  (await findAllPublished(payload, 'media-items')).map((doc) => toMediaItem(doc)),
)

const matchesText = (item: MediaItem, q: string) => {
  const wanted = q.toLowerCase()
  return [item.title, item.creator, item.summary, ...item.tags].some((text) => text.toLowerCase().includes(wanted))
}

/** The published media items the filters leave: search text case-insensitively, verdict and category exactly. */
export const listMediaItems = async (payload: Payload, filters: MediaFilters = {}): Promise<MediaItem[]> =>
  (await allMediaItems(payload)).filter(
    (item) =>
      (!filters.q || matchesText(item, filters.q)) &&
      (!filters.verdict || item.verdict === filters.verdict) &&
      (!filters.category || item.category === filters.category),
  )

export const getMediaItemBySlug = cachedRead(
  'media.bySlug',
  async (payload: Payload, slug: string): Promise<MediaItem | null> => {
    const doc = await findPublishedBySlug(payload, 'media-items', slug)
    return doc ? toMediaItem(doc, 'detail') : null
  },
  { keep: found },
)
