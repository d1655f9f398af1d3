/**
 * The podcast: the show's
 * global and its upcoming episodes. The show is coming soon, so the page lists the next
 * episodes instead of playing any. Saving the global or an episode refreshes every cached page
 * (src/lib/cache/hooks.ts), /podcast included.
 */
import type { Payload } from 'payload'

import { webUrl } from '@/lib/validation/url'
import type { PodcastEpisode as EpisodeDoc, PodcastShow as ShowDoc } from '@/payload-types'
import { cachedRead } from '@/lib/data/cache'
import { imageFields, toImage, type Image } from '@/lib/data/images'
import { cardFields, listPublishedPage } from '@/lib/data/published'

type PodcastPlatformId = 'apple' | 'spotify' | 'google' | 'rss'

/** A place to follow the show, in the order the page shows them. */
export type PodcastPlatform = { id: PodcastPlatformId; label: string; href: string }

const PODCAST_PLATFORM_LABELS: Record<PodcastPlatformId, string> = {
  apple: 'Apple Podcasts',
  spotify: 'Spotify',
  google: 'Google Podcasts',
  rss: 'RSS Feed',
}

export type PodcastShow = {
  title: string
  description: string
  spiritualFocus: string
  coverImage: string | null
  cover: Image | null
  rssUrl: string | null
  platformLinks: { spotify: string | null; apple: string | null; google: string | null }
  /** Only the platforms with a link, so an empty one shows no button. */
  platforms: PodcastPlatform[]
}

export type PodcastEpisode = {
  id: number
  title: string
  slug: string
  summary: string
  tags: string[]
  mediaLink: string | null
  coverImage: string | null
  cover: Image | null
  date: string
  /** mm:ss */
  duration: string
}

/** The page shows three upcoming episodes. */
export const UPCOMING_EPISODES = 3

const DEFAULT_TITLE = 'The Renewed Mind Podcast'

/** A web address to link to, or null: the global only accepts http(s), and older data is checked again. */
const webAddress = (value: string | null | undefined): string | null => webUrl(value)?.href ?? null

export const toPodcastShow = (doc: ShowDoc): PodcastShow => {
  const links = {
    apple: webAddress(doc.platformLinks?.apple),
    spotify: webAddress(doc.platformLinks?.spotify),
    google: webAddress(doc.platformLinks?.google),
  }
  const rssUrl = webAddress(doc.rssUrl)
  const hrefs: Record<PodcastPlatformId, string | null> = { ...links, rss: rssUrl }
  const cover = toImage(doc.coverImage, 'card')
  return {
    title: doc.title?.trim() || DEFAULT_TITLE,
    description: doc.description?.trim() ?? '',
    spiritualFocus: doc.spiritualFocus?.trim() ?? '',
    coverImage: cover?.url ?? null,
    cover,
    rssUrl,
    platformLinks: links,
    platforms: (Object.keys(PODCAST_PLATFORM_LABELS) as PodcastPlatformId[]).flatMap((id) => {
      const href = hrefs[id]
      return href ? [{ id, label: PODCAST_PLATFORM_LABELS[id], href }] : []
    }),
  }
}

const toPodcastEpisode = (doc: EpisodeDoc): PodcastEpisode => ({
  id: doc.id,
  title: doc.title,
  slug: doc.slug,
  summary: doc.summary,
  tags: doc.tags ?? [],
  mediaLink: webAddress(doc.mediaLink),
  duration: doc.duration,
  ...cardFields(doc),
})

export const getPodcastShow = cachedRead('podcast.show', async (payload: Payload): Promise<PodcastShow> => {
  const doc = await payload.findGlobal({ slug: 'podcast-show', populate: { uploads: imageFields }, depth: 1, overrideAccess: false })
  return toPodcastShow(doc)
})

/** The next episodes: the newest published ones, at most UPCOMING_EPISODES. */
export const listUpcomingEpisodes = cachedRead(
  'podcast.episodes',
  async (payload: Payload): Promise<PodcastEpisode[]> =>
    (await listPublishedPage(payload, 'podcast-episodes', { page: 1, perPage: UPCOMING_EPISODES, map: toPodcastEpisode })).items,
)
