/**
 * An episode's audio file: MP3 or M4A by its own bytes (a renamed text file is refused with
 * words the creator can act on; an M4A in the usual MP4 brands is taken, a video is not), up to
 * 500 MB for editors and the creator alike, streamed rather than held in memory (only a multipart
 * form, with one file), stored under a random name, kept from visitors until its episode is
 * published, and served with byte ranges so players can seek.
 */
import { randomUUID } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PUBLIC_FILE_CACHE_CONTROL } from '@/app/(payload)/cms-api/_rest/responsePolicy'
import * as route from '@/app/(payload)/cms-api/[...slug]/route'
import { serverUrl } from '@/lib/serverUrl'
import { AUDIO_TOO_LARGE, EPISODE_AUDIO_LIMIT } from '@/collections/episode-audio/uploadLimit'
import type { EpisodeAudio, PodcastEpisode, User } from '@/payload-types'
import { episodeMp3 } from '@/seed/audio'
import { sessionCookie } from '../../api'
import { createUser, testPayload, unique } from '../../factories'
import { createEpisodeAudio, createPodcastEpisode, deletePodcastEpisodes, scheduleEpisode } from '../../factories/podcast'
import { mp4Audio } from '../../fixtures/mp4Audio'
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
const episodes: PodcastEpisode[] = []
afterAll(async () => {
  if (episodes.length) await deletePodcastEpisodes(episodes)
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

  it('stores the file under a random name, and keeps the name it was uploaded under for the admin', async () => {
    const editor = await createUser({ role: 'editor' })
    const res = await rest('POST', '/episode-audio', { as: editor, body: audioForm(episodeMp3(1), 'Episode 7 - Listening Well.mp3') })
    expect(res.status, res.text).toBe(201)
    made.push(res.json.doc.id)
    expect(res.json.doc.filename).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.mp3$/)
    expect(res.json.doc.uploadedAs).toBe('Episode 7 - Listening Well.mp3')
    expect(res.json.doc.released).toBe(false)
    // Neither can be set by a request: they are facts about the file and its episode.
    const edited = await rest('PATCH', `/episode-audio/${res.json.doc.id}`, { as: editor, body: { uploadedAs: 'other.mp3', released: true } })
    expect(edited.status).toBe(200)
    expect(edited.json.doc).toMatchObject({ uploadedAs: 'Episode 7 - Listening Well.mp3', released: false })
  })

  it.each(['mp42', 'isom'])('takes an M4A file in the common %s brand (which reads as video by its first bytes) as audio', async (brand) => {
    const editor = await createUser({ role: 'editor' })
    const m4a = mp4Audio({ brand, seconds: 3 })
    const res = await rest('POST', '/episode-audio', { as: editor, body: audioForm(m4a, `interview-${brand}.m4a`, 'audio/mp4') })
    expect(res.status, res.text).toBe(201)
    made.push(res.json.doc.id)
    expect(res.json.doc).toMatchObject({ mimeType: 'audio/x-m4a', filesize: m4a.length, durationSeconds: 3, uploadedAs: `interview-${brand}.m4a` })
    expect(res.json.doc.filename).toMatch(/\.m4a$/)
    const served = await getFile(res.json.doc.filename, {}, editor)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('audio/x-m4a')
    expect(served.bytes.equals(m4a)).toBe(true)
  })

  it('refuses an MP4 file with a picture, saying what to upload instead', async () => {
    const editor = await createUser({ role: 'editor' })
    const res = await rest('POST', '/episode-audio', { as: editor, body: audioForm(mp4Audio({ brand: 'mp42', withVideo: true }), 'recording.mp4', 'video/mp4') })
    expect(res.status).toBe(400)
    expect(res.json.message).toBe('This file holds video. Export the episode’s sound on its own as an MP3 (or M4A) file and upload that.')
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
      expect(res.json).toEqual({ message: AUDIO_TOO_LARGE })
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
    expect(res.json).toEqual({ message: AUDIO_TOO_LARGE })
    // Half a gigabyte went through; far less than that stayed.
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * MB)
  })

  it('holds any body but a multipart form to the documents’ 2 MB: a 3 MB JSON body is refused before it is read', async () => {
    const editor = await createUser({ role: 'editor' })
    const json = JSON.stringify({ durationSeconds: 1, padding: 'x'.repeat(3 * MB) })
    const created = await rest('POST', '/episode-audio', { as: editor, body: json, headers: { 'content-type': 'application/json' } })
    expect(created.status).toBe(413)
    expect(created.json).toEqual({ message: 'The request body is too large (2 MB at most).' })
    const stored = await createEpisodeAudio(1)
    made.push(stored.id)
    const updated = await rest('PATCH', `/episode-audio/${stored.id}`, { as: editor, body: json, headers: { 'content-type': 'application/json' } })
    expect(updated.status).toBe(413)
  })

  it('refuses a form with a second file, and leaves neither file behind in the temporary folder', async () => {
    const editor = await createUser({ role: 'editor' })
    // Bytes no other upload carries, to find this request's temporary files among any others'.
    const marker = Buffer.from(`podfix-marker-${randomUUID()}`)
    const part = Buffer.concat([Buffer.from(episodeMp3(1)), marker])
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(part)], { type: 'audio/mpeg' }), 'first.mp3')
    form.append('extra', new Blob([new Uint8Array(part)], { type: 'audio/mpeg' }), 'second.mp3')
    form.append('_payload', JSON.stringify({}))
    const res = await rest('POST', '/episode-audio', { as: editor, body: form })
    expect(res.status).toBe(413)
    expect(await temporaryFilesHolding(marker)).toEqual([])
  })

  it('keeps the images’ own limits: an editor still may not send an image over 2 MB', async () => {
    const editor = await createUser({ role: 'editor' })
    const res = await rest('POST', '/uploads', { as: editor, body: new Uint8Array(3 * MB), headers: { 'content-type': 'multipart/form-data; boundary=x' } })
    expect(res.status).toBe(413)
  })
})

describe('serving an episode’s audio', () => {
  let audio: EpisodeAudio & { bytes: Buffer }
  const fileName = () => audio.filename!
  beforeAll(async () => {
    audio = await createEpisodeAudio(4)
    made.push(audio.id)
    // Anyone may fetch it once a published episode uses it.
    episodes.push(await createPodcastEpisode({ audio: audio.id, publishedAt: '2002-02-02T00:00:00.000Z' }))
  })

  it('answers the whole file with its type, length and Accept-Ranges, publicly cacheable', async () => {
    const res = await getFile(fileName())
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
      const res = await fetchRange(fileName(), range)
      expect(res.status, range).toBe(206)
      expect(res.headers.get('content-range')).toBe(`bytes ${start}-${end}/${audio.bytes.length}`)
      expect(res.headers.get('content-length')).toBe(String(end - start + 1))
      expect(res.headers.get('content-type')).toBe('audio/mpeg')
      expect(res.bytes.equals(audio.bytes.subarray(start, end + 1)), range).toBe(true)
    }
  })

  it('keeps a scheduled episode’s file from visitors (404, never cached) until the episode is published; the staff hear it at once', async () => {
    const payload = await testPayload()
    const early = await createEpisodeAudio(2)
    made.push(early.id)
    const scheduled = await scheduleEpisode(new Date(Date.now() + 7 * 86_400_000).toISOString(), { audio: early.id })
    episodes.push(scheduled)

    const hidden = await getFile(early.filename!)
    expect(hidden.status).toBe(404)
    expect(hidden.headers.get('cache-control')).toBe('private, no-store')
    expect((await fetchRange(early.filename!, 'bytes=0-99')).status).toBe(404)
    // A name that was never stored answers the same.
    expect((await getFile(`${randomUUID()}.mp3`)).status).toBe(404)

    // The staff may listen before the day; what they are served no shared cache keeps.
    const editor = await createUser({ role: 'editor' })
    const forStaff = await getFile(early.filename!, {}, editor)
    expect(forStaff.status).toBe(200)
    expect(forStaff.headers.get('cache-control')).toBe('private, no-store')

    // Saving the draft again changes nothing; publishing opens it to everyone.
    await payload.update({ collection: 'podcast-episodes', id: scheduled.id, draft: true, data: { summary: 'Changed in the draft.' } })
    expect((await getFile(early.filename!)).status).toBe(404)
    await payload.update({ collection: 'podcast-episodes', id: scheduled.id, data: { _status: 'published' } })
    const open = await getFile(early.filename!)
    expect(open.status).toBe(200)
    expect(open.bytes.equals(early.bytes)).toBe(true)
    expect(open.headers.get('cache-control')).toBe(PUBLIC_FILE_CACHE_CONTROL)
    const range = await fetchRange(early.filename!, 'bytes=0-99')
    expect(range.status).toBe(206)
    expect(range.bytes.equals(early.bytes.subarray(0, 100))).toBe(true)

    // Unpublished, it is hidden again.
    await payload.update({ collection: 'podcast-episodes', id: scheduled.id, data: { _status: 'draft' } })
    expect((await getFile(early.filename!)).status).toBe(404)
  })

  it('answers a range past the end with 416 and the file’s size', async () => {
    const res = await fetchRange(fileName(), `bytes=${audio.bytes.length + 10}-${audio.bytes.length + 20}`)
    expect(res.status).toBe(416)
    expect(res.headers.get('content-range')).toBe(`bytes */${audio.bytes.length}`)
  })
})

/**
 * A stored file through Payload's file route, as a player's request reaches it (a visitor's, or
 * with `as` a signed-in user's from the admin), its body read as bytes.
 */
const getFile = async (filename: string, headers: Record<string, string> = {}, as?: Pick<User, 'email'>) => {
  const h = new Headers(headers)
  if (as) {
    h.set('cookie', await sessionCookie(as))
    h.set('sec-fetch-site', 'same-origin')
  }
  const res = await route.GET(new Request(new URL(`/cms-api/episode-audio/file/${encodeURIComponent(filename)}`, serverUrl()), { headers: h }), {
    params: Promise.resolve({ slug: ['episode-audio', 'file', filename] }),
  })
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) }
}

const fetchRange = (filename: string, range: string) => getFile(filename, { range })

/** The files in Payload's temporary upload folder that contain `marker`. */
const temporaryFilesHolding = async (marker: Buffer) => {
  const dir = (await testPayload()).config.upload.tempFileDir!
  const names = await readdir(dir).catch(() => [] as string[])
  const holding: string[] = []
  for (const name of names) {
    const bytes = await readFile(path.join(dir, name)).catch(() => null)
    if (bytes?.includes(marker)) holding.push(name)
  }
  return holding
}
