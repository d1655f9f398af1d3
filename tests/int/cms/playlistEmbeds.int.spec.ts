import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { getPlaylistBySlug } from '@/collections/playlists/data'
import { freshAddress } from '../../api'
import { createUser, testPayload, unique } from '../../factories'
import { createPlaylist, updatePlaylist } from '../../factories/playlists'
import { rest } from './rest'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const HINT = 'Paste a share link or the embed code from Spotify, Apple Music, YouTube or SoundCloud.'

/** The field error Payload answers for a refused embed. */
const refusedEmbed = (reason: RegExp) => ({
  data: { errors: [expect.objectContaining({ path: 'embedCode', message: expect.stringMatching(reason) })] },
})

const storedEmbed = async (id: number) => {
  const payload = await testPayload()
  return (await payload.findByID({ collection: 'playlists', id, draft: true, depth: 0 })).embedCode
}

describe('a playlist keeps only a supported player’s address', () => {
  it('stores a Spotify share link as the Spotify player', async () => {
    const playlist = await createPlaylist({ embedCode: 'https://open.spotify.com/playlist/37i9dQZF1DX0XUsuxWHRQd?si=abc123' })
    expect(playlist.embedCode).toBe('https://open.spotify.com/embed/playlist/37i9dQZF1DX0XUsuxWHRQd')
    expect(await storedEmbed(playlist.id)).toBe('https://open.spotify.com/embed/playlist/37i9dQZF1DX0XUsuxWHRQd')
    expect((await getPlaylistBySlug(payload, playlist.slug))?.player).toMatchObject({ src: 'https://open.spotify.com/embed/playlist/37i9dQZF1DX0XUsuxWHRQd', provider: 'Spotify' })
  })

  it('stores a pasted embed code as its player address only, and a changed link on update', async () => {
    const playlist = await createPlaylist({
      embedCode:
        '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ?si=Xy12" title="YouTube video player" onload="alert(1)" allowfullscreen></iframe>',
    })
    expect(await storedEmbed(playlist.id)).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')

    await updatePlaylist(playlist, { embedCode: 'https://soundcloud.com/some-artist/sets/worship-nights' })
    expect(await storedEmbed(playlist.id)).toBe('https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fsome-artist%2Fsets%2Fworship-nights')

    // Emptying the field removes the player.
    await updatePlaylist(playlist, { embedCode: '  ' })
    expect(await storedEmbed(playlist.id)).toBeNull()
    expect((await getPlaylistBySlug(payload, playlist.slug))?.player).toBeNull()
  })

  it('refuses a <script> embed with the reason, and stores nothing', async () => {
    const title = unique('Refused playlist')
    const refusal = createPlaylist({ title, embedCode: '<script>alert(1)</script>' })
    await expect(refusal).rejects.toMatchObject(refusedEmbed(/may hold only the player's <iframe>, and this one also has <script>/))
    await expect(refusal).rejects.toMatchObject({ data: { errors: [expect.objectContaining({ message: expect.stringContaining(HINT) })] } })
    const payload = await testPayload()
    expect((await payload.count({ collection: 'playlists', where: { title: { equals: title } } })).totalDocs).toBe(0)
  })

  it('refuses it on a draft save too, where Payload skips field validation', async () => {
    await expect(createPlaylist({ status: 'draft', embedCode: '<iframe src="javascript:alert(1)"></iframe>' })).rejects.toMatchObject(
      refusedEmbed(/javascript: addresses are never embedded/),
    )
    const playlist = await createPlaylist({ embedCode: 'https://youtu.be/dQw4w9WgXcQ' })
    await expect(updatePlaylist(playlist, { status: 'draft', embedCode: 'https://open.spotify.com.evil.example/playlist/abc' })).rejects.toMatchObject(
      refusedEmbed(/open\.spotify\.com\.evil\.example is not a supported music service/),
    )
    expect(await storedEmbed(playlist.id)).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')
  })

  it('answers the admin panel’s save with 400 and the message under the field', async () => {
    const admin = await createUser({ role: 'admin' })
    const headers = { 'x-forwarded-for': freshAddress() }
    const refused = await rest('POST', '/playlists', {
      as: admin,
      headers,
      body: { title: 'Refused playlist', description: 'A test.', theme: 'Test', embedCode: '<script>alert(1)</script>', _status: 'published' },
    })
    expect(refused.status).toBe(400)
    expect(refused.json.errors[0].data.errors).toEqual([expect.objectContaining({ path: 'embedCode', message: expect.stringContaining('<script>') })])

    const saved = await rest('POST', '/playlists?draft=true', {
      as: admin,
      headers,
      body: { title: 'Saved playlist draft', description: 'A test.', theme: 'Test', embedCode: 'https://music.apple.com/us/album/the-joshua-tree/1443155637?i=1443155891' },
    })
    expect(saved.status).toBe(201)
    expect(saved.json.doc.embedCode).toBe('https://embed.music.apple.com/us/album/the-joshua-tree/1443155637?i=1443155891')
    await (await testPayload()).delete({ collection: 'playlists', id: saved.json.doc.id })
  })
})
