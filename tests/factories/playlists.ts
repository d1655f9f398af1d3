/** Playlists for the playlist tests, made through the Local API (so the collection's hooks run). */
import { slugify } from '@/fields/slug'
import type { Playlist } from '@/payload-types'
import { testPayload, unique } from '../factories'
import { futureDate } from './content'

type Status = { status?: 'draft' | 'published' }

/** Media items are given as ids, in the playlist's order. */
type Overrides = Partial<Omit<Playlist, 'mediaItems'>> & { mediaItems?: number[] } & Status

/** A published playlist dated with `futureDate()`, so it sorts ahead of other files' playlists. */
export const createPlaylist = async (overrides: Overrides = {}): Promise<Playlist> => {
  const { status = 'published', ...rest } = overrides
  const title = rest.title ?? unique('Playlist title')
  const payload = await testPayload()
  return payload.create({
    collection: 'playlists',
    draft: status === 'draft',
    data: {
      _status: status,
      title,
      slug: slugify(title),
      description: 'A playlist description written for a test.',
      theme: 'Test Theme',
      mediaItems: [],
      publishedAt: futureDate(),
      ...rest,
    },
  })
}

/** A playlist saved again with `changes`, as the creator would in the admin. */
export const updatePlaylist = async (playlist: Playlist, changes: Overrides): Promise<Playlist> => {
  const { status, ...rest } = changes
  const payload = await testPayload()
  return payload.update({
    collection: 'playlists',
    id: playlist.id,
    draft: status === 'draft',
    data: { ...rest, ...(status ? { _status: status } : {}) },
  })
}

export const deletePlaylists = async (playlists: Playlist[]) => {
  const payload = await testPayload()
  await payload.delete({ collection: 'playlists', where: { id: { in: playlists.map((p) => p.id) } } })
}
