/** Playlists: the creator's collections of media items, each with a music-service player. */
import type { Payload } from 'payload'

import { embedPlayer, type Player } from '@/lib/embeds'
import type { MediaItem, Playlist as PlaylistDoc } from '@/payload-types'
import { cachedRead, found } from '@/lib/data/cache'
import { type Image } from '@/lib/data/images'
import { cardFields, findAllPublished, findPublishedBySlug, withImages } from '@/lib/data/published'

/** A playlist page features its first two tracks. */
const FEATURED_TRACKS = 2

export type Playlist = {
  id: number
  title: string
  slug: string
  description: string
  theme: string
  /** How many of its media items a reader can open (published ones). */
  trackCount: number
  coverImage: string | null
  cover: Image | null
  date: string
}

/** A featured track: a media item with a page at /media/{slug}. */
export type PlaylistTrack = { id: number; slug: string; title: string; creator: string; category: string }

export type PlaylistDetail = Playlist & {
  /** The music-service player (address, service, size), read from the stored address by src/lib/embeds.ts; null when none. */
  player: Player | null
  /** The first FEATURED_TRACKS published media items, in the creator's order. */
  featuredTracks: PlaylistTrack[]
}

// A media item the visitor may not read (never published) is not populated: it stays an id and is left out.
const readableTracks = (doc: Pick<PlaylistDoc, 'mediaItems'>): MediaItem[] =>
  (doc.mediaItems ?? []).filter((item): item is MediaItem => typeof item === 'object' && item !== null)

const listFields = {
  title: true,
  slug: true,
  description: true,
  theme: true,
  coverImage: true,
  mediaItems: true,
  publishedAt: true,
  createdAt: true,
} as const

type ListedPlaylist = Pick<PlaylistDoc, 'id' | keyof typeof listFields>

const toPlaylist = (doc: ListedPlaylist, use: 'card' | 'detail' = 'card'): Playlist => ({
  id: doc.id,
  title: doc.title,
  slug: doc.slug,
  description: doc.description,
  theme: doc.theme,
  trackCount: readableTracks(doc).length,
  ...cardFields(doc, use),
})

const toPlaylistDetail = (doc: PlaylistDoc): PlaylistDetail => ({
  ...toPlaylist(doc, 'detail'),
  player: embedPlayer(doc.embedCode),
  featuredTracks: readableTracks(doc)
    .slice(0, FEATURED_TRACKS)
    .map((item) => ({ id: item.id, slug: item.slug, title: item.title, creator: item.creator, category: item.category })),
})

/** Every published playlist, newest first (a handful: the list is not paged). */
export const listPlaylists = cachedRead('playlists.all', async (payload: Payload): Promise<Playlist[]> =>
  (
    await findAllPublished(payload, 'playlists', {
      select: listFields,
      // Tracks are only counted: their ids, and only for the published ones.
      populate: { ...withImages, 'media-items': { slug: true } },
    })
  ).map((doc) => toPlaylist(doc)),
)

export const getPlaylistBySlug = cachedRead(
  'playlists.bySlug',
  async (payload: Payload, slug: string): Promise<PlaylistDetail | null> => {
    const doc = await findPublishedBySlug(payload, 'playlists', slug, {
      populate: { ...withImages, 'media-items': { slug: true, title: true, creator: true, category: true } },
    })
    return doc ? toPlaylistDetail(doc) : null
  },
  { keep: found },
)
