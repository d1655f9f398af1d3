/**
 * The podcast: the show's global, its published episodes (the list, one episode, the feed) and
 * the scheduled ones the page announces. Saving the global, an episode or an audio file
 * refreshes every cached page (src/lib/cache/hooks.ts), /podcast and its feed included.
 */
import type { Payload, PopulateType } from 'payload'

import { webUrl } from '@/lib/validation/url'
import type { EpisodeAudio as AudioDoc, PodcastEpisode as EpisodeDoc, PodcastShow as ShowDoc, Upload } from '@/payload-types'
import { cachedRead, existingPage, found } from '@/lib/data/cache'
import { imageFields, toImage, type Image } from '@/lib/data/images'
import { cardFields, findAllPublished, findPublishedBySlug, listPublishedPage } from '@/lib/data/published'
import type { Paged } from '@/lib/data/paged'
import { richTextToHtml } from '@/lib/data/richText'
import { getContactInfo, getSiteInfo, getSiteSettings } from '@/lib/data/site'
import { absoluteUrl } from '@/lib/seo/urls'
import { mmss } from './duration'
import { PODCAST_FEED_PATH, showGuidFor } from './showGuid'

type PodcastPlatformId = 'apple' | 'spotify' | 'rss'

/** A place to follow the show, in the order the page shows them. */
export type PodcastPlatform = { id: PodcastPlatformId; label: string; href: string }

/** Google Podcasts has shut down: its stored link is kept in the data, never offered as a button. */
const PODCAST_PLATFORM_LABELS: Record<Exclude<PodcastPlatformId, 'rss'>, string> = {
  apple: 'Apple Podcasts',
  spotify: 'Spotify',
}

export type PodcastShow = {
  title: string
  description: string
  spiritualFocus: string
  coverImage: string | null
  cover: Image | null
  /** The feed podcast apps subscribe to: the creator's own elsewhere, or the site's. */
  rssUrl: string
  /** Whether `rssUrl` is the site's own feed (/podcast/feed.xml). */
  ownFeed: boolean
  platformLinks: { spotify: string | null; apple: string | null; google: string | null }
  /** Only the listening services with a link, so an empty one shows no button. */
  platforms: PodcastPlatform[]
}

export type PodcastEpisode = {
  id: number
  title: string
  slug: string
  summary: string
  tags: string[]
  /** The audio file's public address when there is one, else the link the creator gave. */
  mediaLink: string | null
  coverImage: string | null
  cover: Image | null
  date: string
  /** mm:ss */
  duration: string
  season: number | null
  episodeNumber: number | null
}

/** The audio file as players and the feed need it. */
type EpisodeAudio = { path: string; url: string; type: string; bytes: number; seconds: number }

export type EpisodeDetail = PodcastEpisode & {
  explicit: boolean
  /** Rendered rich text (escaped by the converter). */
  showNotes: string
  /** The transcript as typed (paragraphs apart by blank lines), empty when there is none. */
  transcript: string
  audio: EpisodeAudio | null
  /** The cover as podcast apps take it (a square JPEG), or null: apps then show the show's. */
  artwork: string | null
  guid: string
  updatedAt: string
}

/** An episode announced for a date: a draft waiting for its scheduled publish. */
export type UpcomingEpisode = Pick<PodcastEpisode, 'id' | 'title' | 'summary' | 'tags' | 'cover' | 'duration'> & { releaseAt: string }

/** The page shows at most three upcoming episodes. */
export const UPCOMING_EPISODES = 3

/** Episodes per page of /podcast. */
export const EPISODES_PER_PAGE = 10

const DEFAULT_TITLE = 'The Renewed Mind Podcast'

/** A web address to link to, or null: the global only accepts http(s), and older data is checked again. */
const webAddress = (value: string | null | undefined): string | null => webUrl(value)?.href ?? null

export const toPodcastShow = (doc: ShowDoc): PodcastShow => {
  const links = {
    apple: webAddress(doc.platformLinks?.apple),
    spotify: webAddress(doc.platformLinks?.spotify),
    google: webAddress(doc.platformLinks?.google),
  }
  const external = webAddress(doc.rssUrl)
  const cover = toImage(doc.coverImage, 'card')
  return {
    title: doc.title?.trim() || DEFAULT_TITLE,
    description: doc.description?.trim() ?? '',
    spiritualFocus: doc.spiritualFocus?.trim() ?? '',
    coverImage: cover?.url ?? null,
    cover,
    rssUrl: external ?? absoluteUrl(PODCAST_FEED_PATH),
    ownFeed: !external,
    platformLinks: links,
    platforms: [
      ...(Object.keys(PODCAST_PLATFORM_LABELS) as (keyof typeof PODCAST_PLATFORM_LABELS)[]).flatMap((id) => {
        const href = links[id]
        return href ? [{ id, label: PODCAST_PLATFORM_LABELS[id], href }] : []
      }),
    ],
  }
}

/** The site path of a stored audio file (served by the upload file route, from the disk or the bucket). */
const audioPath = (filename: string) => `/cms-api/episode-audio/file/${encodeURIComponent(filename)}`

/**
 * An upload's `square` rendition (a 1400 px JPEG, src/collections/uploads/collection.ts) at its
 * absolute address: the only artwork podcast apps accept, as the originals are WebP. An image
 * uploaded before that size existed has none, and then no artwork is given.
 */
const podcastArtworkUrl = (upload: number | Upload | null | undefined): string | null => {
  const square = upload && typeof upload === 'object' ? upload.sizes?.square : null
  return square?.url && square.mimeType === 'image/jpeg' ? absoluteUrl(square.url.replace(/^https?:\/\/[^/]+/, '')) : null
}

const toAudio = (audio: number | AudioDoc | null | undefined): EpisodeAudio | null => {
  if (!audio || typeof audio !== 'object' || !audio.filename || !audio.filesize || !audio.durationSeconds) return null
  const path = audioPath(audio.filename)
  return { path, url: absoluteUrl(path), type: audio.mimeType || 'audio/mpeg', bytes: audio.filesize, seconds: audio.durationSeconds }
}

const toPodcastEpisode = (doc: EpisodeDoc): PodcastEpisode => {
  const audio = toAudio(doc.audio)
  return {
    id: doc.id,
    title: doc.title,
    slug: doc.slug,
    summary: doc.summary,
    tags: doc.tags ?? [],
    mediaLink: audio?.url ?? webAddress(doc.mediaLink),
    duration: audio ? mmss(audio.seconds) : (doc.duration ?? ''),
    season: doc.season ?? null,
    episodeNumber: doc.episodeNumber ?? null,
    ...cardFields(doc),
  }
}

const toEpisodeDetail = (doc: EpisodeDoc): EpisodeDetail => ({
  ...toPodcastEpisode(doc),
  cover: toImage(doc.coverImage, 'detail'),
  explicit: Boolean(doc.explicit),
  showNotes: richTextToHtml(doc.showNotes),
  transcript: doc.transcript?.trim() ?? '',
  audio: toAudio(doc.audio),
  artwork: podcastArtworkUrl(doc.coverImage),
  guid: doc.guid || `podcast-episode-${doc.id}`,
  updatedAt: doc.updatedAt,
})

const audioFields = { filename: true, mimeType: true, filesize: true, durationSeconds: true } as const
const episodePopulate: PopulateType = { uploads: imageFields, 'episode-audio': audioFields }
// Lists leave out the long texts.
const listSelect = {
  title: true, slug: true, summary: true, tags: true, mediaLink: true, duration: true, season: true,
  episodeNumber: true, coverImage: true, audio: true, publishedAt: true, createdAt: true,
} as const

export const getPodcastShow = cachedRead('podcast.show', async (payload: Payload): Promise<PodcastShow> => {
  const doc = await payload.findGlobal({ slug: 'podcast-show', populate: { uploads: imageFields }, depth: 1, overrideAccess: false })
  return toPodcastShow(doc)
})

/** Page `page` of the published episodes, newest first. */
export const listEpisodes = cachedRead(
  'podcast.episodes',
  async (payload: Payload, page: number): Promise<Paged<PodcastEpisode>> =>
    listPublishedPage(payload, 'podcast-episodes', { page, perPage: EPISODES_PER_PAGE, map: toPodcastEpisode, select: listSelect, populate: episodePopulate }),
  { keep: existingPage },
)

/** One published episode with its notes, transcript and audio, or null (drafts and scheduled ones too). */
export const getEpisodeBySlug = cachedRead(
  'podcast.episode',
  async (payload: Payload, slug: string): Promise<EpisodeDetail | null> => {
    const doc = await findPublishedBySlug(payload, 'podcast-episodes', slug, { populate: episodePopulate })
    return doc ? toEpisodeDetail(doc) : null
  },
  { keep: found },
)

type ScheduledJob = { input?: unknown; waitUntil?: string | null }

/** The episode a scheduled publish is for, or null for anything else. */
const scheduledEpisode = ({ input, waitUntil }: ScheduledJob): { id: number; at: string } | null => {
  if (!input || typeof input !== 'object' || !waitUntil) return null
  const { doc, type } = input as { doc?: { relationTo?: unknown; value?: unknown }; type?: unknown }
  if (type === 'unpublish' || doc?.relationTo !== 'podcast-episodes') return null
  const id = Number(typeof doc.value === 'object' && doc.value ? (doc.value as { id?: unknown }).id : doc.value)
  return Number.isInteger(id) ? { id, at: waitUntil } : null
}

/** How many of the episodes' open scheduled-publish jobs are read: far more than a show schedules ahead. */
const SCHEDULED_JOBS_READ = 100

/**
 * The next episodes: those never published yet whose publishing is scheduled (Payload's own
 * scheduled-publish jobs, only the episodes' among those of every collection), soonest first,
 * at most UPCOMING_EPISODES. Only what a card shows is read from the draft: the rest stays
 * unpublished until its day. `jobsRead` is for tests.
 */
export const upcomingEpisodes = async (payload: Payload, jobsRead = SCHEDULED_JOBS_READ): Promise<UpcomingEpisode[]> => {
  const { docs: jobs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { 'input.doc.relationTo': { equals: 'podcast-episodes' } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
        { waitUntil: { greater_than: new Date().toISOString() } },
      ],
    },
    select: { input: true, waitUntil: true },
    sort: 'waitUntil',
    limit: jobsRead,
    depth: 0,
  })
  const scheduled = new Map<number, string>()
  for (const job of jobs) {
    const target = scheduledEpisode(job)
    if (target && !scheduled.has(target.id) && new Date(target.at).getTime() > Date.now()) scheduled.set(target.id, target.at)
  }
  if (scheduled.size === 0) return []
  const ids = [...scheduled.keys()]
  // Never published: the readers' copy of the document is still a draft.
  const unpublished = await payload.find({
    collection: 'podcast-episodes',
    where: { and: [{ id: { in: ids } }, { _status: { equals: 'draft' } }] },
    select: { slug: true },
    pagination: false,
    depth: 0,
  })
  const drafts = unpublished.docs.map((doc) => doc.id)
  if (drafts.length === 0) return []
  const { docs } = await payload.find({
    collection: 'podcast-episodes',
    where: { id: { in: drafts } },
    draft: true,
    select: { title: true, summary: true, tags: true, coverImage: true, duration: true, audio: true },
    populate: episodePopulate,
    pagination: false,
    depth: 1,
  })
  return docs
    .map((doc) => {
      const audio = toAudio(doc.audio)
      return {
        id: doc.id,
        title: doc.title,
        summary: doc.summary,
        tags: doc.tags ?? [],
        cover: toImage(doc.coverImage as number | Upload | null | undefined, 'card'),
        duration: audio ? mmss(audio.seconds) : (doc.duration ?? ''),
        releaseAt: scheduled.get(doc.id)!,
      }
    })
    .sort((a, b) => a.releaseAt.localeCompare(b.releaseAt) || a.id - b.id)
    .slice(0, UPCOMING_EPISODES)
}

export const listUpcomingEpisodes = cachedRead('podcast.upcoming', async (payload: Payload): Promise<UpcomingEpisode[]> => upcomingEpisodes(payload))

/** What the feed says about the show, beyond what the page shows. */
export type FeedShow = PodcastShow & {
  author: string
  owner: { name: string; email: string } | null
  explicit: boolean
  guid: string
  /** The cover as podcast apps take it (a square JPEG of 1400 pixels), or null. */
  artwork: string | null
  copyright: string
}

export type PodcastFeed = { show: FeedShow; episodes: EpisodeDetail[] }

/** How many episodes the feed lists, newest first: far more than a show publishes in years. */
const FEED_EPISODES = 1000

/** The show and every published episode with its audio file, for /podcast/feed.xml. */
export const getPodcastFeed = cachedRead('podcast.feed', async (payload: Payload): Promise<PodcastFeed> => {
  const [doc, site, settings, contact, docs] = await Promise.all([
    payload.findGlobal({ slug: 'podcast-show', populate: { uploads: imageFields }, depth: 1, overrideAccess: false }),
    getSiteInfo(payload),
    getSiteSettings(payload),
    getContactInfo(payload),
    findAllPublished(payload, 'podcast-episodes', { populate: episodePopulate }),
  ])
  const show = toPodcastShow(doc)
  const author = doc.author?.trim() || site.title
  const email = doc.ownerEmail?.trim() || contact.generalEmail
  return {
    show: {
      ...show,
      author,
      owner: email ? { name: author, email } : null,
      explicit: Boolean(doc.explicit),
      guid: doc.guid || showGuidFor(),
      // Podcast apps refuse a show without artwork: the site's default share image stands in.
      artwork: podcastArtworkUrl(doc.coverImage) ?? podcastArtworkUrl(settings.seo?.ogImage),
      copyright: site.copyright,
    },
    episodes: docs.slice(0, FEED_EPISODES).map(toEpisodeDetail),
  }
})
