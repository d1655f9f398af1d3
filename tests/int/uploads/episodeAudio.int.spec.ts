/**
 * An episode's audio file: MP3 or M4A by its own bytes (a renamed text file is refused with
 * words the creator can act on), up to 500 MB for editors and the creator alike, streamed rather
 * than held in memory, and served with byte ranges so players can seek.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PUBLIC_FILE_CACHE_CONTROL } from '@/app/(payload)/cms-api/_rest/responsePolicy'
import * as route from '@/app/(payload)/cms-api/[...slug]/route'
import { serverUrl } from '@/lib/serverUrl'
import { EPISODE_AUDIO_LIMIT } from '@/collections/episode-audio/uploadLimit'
import type { EpisodeAudio } from '@/payload-types'
import { episodeMp3 } from '@/seed/audio'
import { createUser, testPayload, unique } from '../../factories'
import { createEpisodeAudio } from '../../factories/podcast'
import { rest } from '../cms/rest'

const MB = 1024 * 1024

const audioForm = (bytes: Uint8Array, name: string, type = 'audio/mpeg') => {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
  form.append('_payload', JSON.stringify({}))
  return form
}

/** `size` bytes in chunks, with no Content-Length. */
const chunked = (size: number, chunk = 4 * MB) => {
  let sent = 0
  const block = new Uint8Array(chunk)
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= size) return controller.close()
      const n = Math.min(chunk, size - sent)
      sent += n
      controller.enqueue(n === chunk ? block : block.subarray(0, n))
    },
  })
}

const made: number[] = []
afterAll(async () => {
  if (made.length) await (await testPayload()).delete({ collection: 'episode-audio', where: { id: { in: made } } })
})

describe('uploading an episode’s audio', () => {
  it('takes an MP3 from an editor, reads its length, and keeps the type its bytes show', async () => {
    const editor = await createUser({ role: 'editor' })
    const mp3 = episodeMp3(3)
    // Declared as something else, and named without an extension: the bytes decide.
    const res = await rest('POST', '/episode-audio', { as: editor, body: audioForm(mp3, unique('take').replace(/\s/g, '-'), 'application/octet-stream') })
    expect(res.status, res.text).toBe(201)
    made.push(res.json.doc.id)
    expect(res.json.doc).toMatchObject({ mimeType: 'audio/mpeg', filesize: mp3.length, durationSeconds: 3 })
    expect(res.json.doc.filename).toMatch(/\.mp3$/)
  })

  it('refuses a text file renamed .mp3 with a clear 400', async () => {
    const admin = await createUser({ role: 'admin' })
    const text = new TextEncoder().encode('This is not audio at all, only words in a file called episode.mp3.\n'.repeat(50))
    const res = await rest('POST', '/episode-audio', { as: admin, body: audioForm(text, 'episode.mp3') })
    expect(res.status).toBe(400)
    expect(res.json.message).toBe('This file is not MP3 or M4A audio. Export the episode as an MP3 (or M4A) file and upload that.')
  })

  it('refuses members and visitors before reading the body', async () => {
    const member = await createUser()
    const form = audioForm(episodeMp3(1), 'x.mp3')
    expect((await rest('POST', '/episode-audio', { body: form })).status).toBe(401)
    expect((await rest('POST', '/episode-audio', { as: member, body: audioForm(episodeMp3(1), 'x.mp3') })).status).toBe(403)
  })

  it('refuses a body declared over 500 MB at once, for editors and the creator alike', async () => {
    const [editor, admin] = await Promise.all([createUser({ role: 'editor' }), createUser({ role: 'admin' })])
    for (const who of [editor, admin]) {
      const res = await rest('POST', '/episode-audio', {
        as: who,
        body: chunked(1),
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(EPISODE_AUDIO_LIMIT + 2 * MB) },
      })
      expect(res.status).toBe(413)
      expect(res.json).toEqual({ message: 'The request body is too large (500 MB at most).' })
    }
  })

  it('stops a chunked body that goes over 500 MB, without holding it in memory', async () => {
    const editor = await createUser({ role: 'editor' })
    const before = process.memoryUsage().rss
    const res = await rest('POST', '/episode-audio', {
      as: editor,
      body: chunked(EPISODE_AUDIO_LIMIT + 4 * MB),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    })
    expect(res.status).toBe(413)
    expect(res.json).toEqual({ message: 'The request body is too large (500 MB at most).' })
    // Half a gigabyte went through; far less than that stayed.
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * MB)
  })

  it('keeps the images’ own limits: an editor still may not send an image over 2 MB', async () => {
    const editor = await createUser({ role: 'editor' })
    const res = await rest('POST', '/uploads', { as: editor, body: new Uint8Array(3 * MB), headers: { 'content-type': 'multipart/form-data; boundary=x' } })
    expect(res.status).toBe(413)
  })
})

describe('serving an episode’s audio', () => {
  let audio: EpisodeAudio & { bytes: Buffer }
  const path = () => audio.filename!
  beforeAll(async () => {
    audio = await createEpisodeAudio(4)
    made.push(audio.id)
  })

  it('answers the whole file with its type, length and Accept-Ranges, publicly cacheable', async () => {
    const res = await getFile(path())
    expect(res.status).toBe(200)
    expect(res.bytes.equals(audio.bytes)).toBe(true)
    expect(res.headers.get('content-type')).toBe('audio/mpeg')
    expect(res.headers.get('accept-ranges')).toBe('bytes')
    expect(res.headers.get('content-length')).toBe(String(audio.bytes.length))
    expect(res.headers.get('cache-control')).toBe(PUBLIC_FILE_CACHE_CONTROL)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('answers a byte range with 206 and exactly those bytes', async () => {
    for (const [range, start, end] of [
      ['bytes=0-99', 0, 99],
      ['bytes=1000-1999', 1000, 1999],
      [`bytes=${audio.bytes.length - 500}-`, audio.bytes.length - 500, audio.bytes.length - 1],
      ['bytes=-256', audio.bytes.length - 256, audio.bytes.length - 1],
    ] as const) {
      const res = await fetchRange(path(), range)
      expect(res.status, range).toBe(206)
      expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/${audio.bytes.length}`)
      expect(res.headers.get('content-length')).toBe(String(end - start + 1))
      expect(res.headers.get('content-type')).toBe('audio/mpeg')
      expect(res.bytes.equals(audio.bytes.subarray(start, end + 1)), range).toBe(true)
    }
  })

  it('answers a range past the end with 416 and the file’s size', async () => {
    const res = await fetchRange(path(), `bytes=${audio.bytes.length + 10}-${audio.bytes.length + 20}`)
    expect(res.status).toBe(416)
    expect(res.headers.get('content-range')).toBe(`bytes */${audio.bytes.length}`)
  })
})

/** A stored file through Payload's file route, as a player's request reaches it, its body read as bytes. */
const getFile = async (filename: string, headers: Record<string, string> = {}) => {
  const res = await route.GET(new Request(new URL(`/cms-api/episode-audio/file/${encodeURIComponent(filename)}`, serverUrl()), { headers }), {
    params: Promise.resolve({ slug: ['episode-audio', 'file', filename] }),
  })
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) }
}

const fetchRange = (filename: string, range: string) => getFile(filename, { range })
