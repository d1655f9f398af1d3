import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getPlaylistBySlug, listPlaylists } from '@/collections/playlists/data'
import { testPayload, unique } from '../../factories'
import { createMediaItem, createUpload, deleteUpload } from '../../factories/content'
import { createPlaylist, updatePlaylist } from '../../factories/playlists'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

/** Three published media items and one never published. */
const tracks = async () => {
  const [first, second, third, draft] = await Promise.all([
    createMediaItem({ category: 'Songs', creator: 'First Creator' }),
    createMediaItem({ category: 'Sermons', creator: 'Second Creator' }),
    createMediaItem({ category: 'Movies' }),
    createMediaItem({ status: 'draft' }),
  ])
  return { first, second, third, draft }
}

describe('listPlaylists', () => {
  it('lists published playlists newest first in the card shape, counting only the tracks a reader can open', async () => {
    const { first, second, third, draft } = await tracks()
    const upload = await createUpload()
    try {
      const older = await createPlaylist({ theme: 'Lament', mediaItems: [draft.id, first.id, second.id, third.id], coverImage: upload.id })
      const newer = await createPlaylist({ mediaItems: [] })
      const hidden = await createPlaylist({ status: 'draft' })

      const list = await listPlaylists(payload)
      const slugs = list.map((p) => p.slug)
      expect(slugs).toContain(older.slug)
      expect(slugs).not.toContain(hidden.slug)
      expect(slugs.indexOf(newer.slug)).toBeLessThan(slugs.indexOf(older.slug))

      const card = list.find((p) => p.slug === older.slug)!
      expect(card).toMatchObject({
        id: older.id,
        title: older.title,
        slug: older.slug,
        description: older.description,
        theme: 'Lament',
        trackCount: 3,
        date: older.publishedAt,
        cover: { alt: upload.alt, url: expect.stringMatching(/^\/cms-api\/uploads\/file\//) },
      })
      expect(card.coverImage).toBe(card.cover?.url)
      expect(list.find((p) => p.slug === newer.slug)).toMatchObject({ trackCount: 0, cover: null, coverImage: null })
    } finally {
      await deleteUpload(upload)
    }
  })
})

describe('getPlaylistBySlug', () => {
  it('has the player address and features the first two published tracks, in the creator’s order', async () => {
    const { first, second, third, draft } = await tracks()
    const playlist = await createPlaylist({ mediaItems: [second.id, draft.id, first.id, third.id], embedCode: 'https://youtu.be/dQw4w9WgXcQ' })

    const detail = await getPlaylistBySlug(payload, playlist.slug)
    expect(detail).toMatchObject({
      slug: playlist.slug,
      title: playlist.title,
      theme: playlist.theme,
      description: playlist.description,
      date: playlist.publishedAt,
      trackCount: 3,
      player: { src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', provider: 'YouTube', height: null, allow: expect.stringContaining('fullscreen') },
    })
    expect(detail?.featuredTracks).toEqual([
      { id: second.id, slug: second.slug, title: second.title, creator: 'Second Creator', category: 'Sermons' },
      { id: first.id, slug: first.slug, title: first.title, creator: 'First Creator', category: 'Songs' },
    ])
  })

  it('has no player and no tracks when the creator gave none', async () => {
    const playlist = await createPlaylist()
    expect(await getPlaylistBySlug(payload, playlist.slug)).toMatchObject({ player: null, featuredTracks: [], trackCount: 0 })
  })

  it('answers null for an unknown slug, an odd one, and a playlist never published', async () => {
    const draft = await createPlaylist({ status: 'draft' })
    expect(await getPlaylistBySlug(payload, unique('no-such-playlist').toLowerCase())).toBeNull()
    expect(await getPlaylistBySlug(payload, '../Not A Slug')).toBeNull()
    expect(await getPlaylistBySlug(payload, draft.slug)).toBeNull()
  })

  it('shows the published version while a newer draft waits', async () => {
    const playlist = await createPlaylist({ theme: 'Published theme' })
    await updatePlaylist(playlist, { status: 'draft', theme: 'Draft theme' })
    expect(await getPlaylistBySlug(payload, playlist.slug)).toMatchObject({ theme: 'Published theme' })
    expect((await listPlaylists(payload)).find((p) => p.slug === playlist.slug)).toMatchObject({ theme: 'Published theme' })
  })
})
