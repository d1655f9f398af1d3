/**
 * /podcast/feed.xml is a podcast feed Apple Podcasts and Spotify accept: read here by a strict,
 * namespace-aware XML parser, and every `itunes:` tag checked one by one by its namespace. Its
 * artwork is a square JPEG of at least 1400 px, as Apple requires, fetched and measured here.
 */
import { sql } from '@payloadcms/db-postgres'
import { SaxesParser, type SaxesTagNS } from 'saxes'
import sharp from 'sharp'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import * as fileRoute from '@/app/(payload)/cms-api/[...slug]/route'
import { GET as feedRoute } from '@/app/(frontend)/podcast/feed.xml/route'
import { GET as transcriptRoute } from '@/app/(frontend)/podcast/[slug]/transcript.txt/route'
import { NAMESPACES, PODCAST_CATEGORY } from '@/collections/podcast-episodes/feed'
import { showGuidFor } from '@/collections/podcast-episodes/showGuid'
import type { EpisodeAudio, PodcastEpisode, Upload } from '@/payload-types'
import { drizzleFor } from '@/lib/db/sql'
import { absoluteUrl } from '@/lib/seo/urls'
import { serverUrl } from '@/lib/serverUrl'
import { lexicalFromBlocks } from '@/seed/lexical'
import { call } from '../../api'
import { rest } from '../cms/rest'
import { createUpload, datesFrom, deleteUpload } from '../../factories/content'
import { createUser, testPayload, unique } from '../../factories'
import { changePodcastShow, createEpisodeAudio, createPodcastEpisode, deletePodcastEpisodes, scheduleEpisode } from '../../factories/podcast'

// The site's default share image as a test sets it, in place of the stored setting (a global
// every test file shares, which this file must not change under the others).
const shareImage = vi.hoisted(() => ({ upload: undefined as unknown }))
vi.mock('@/lib/data/site', async (original) => {
  const real = await original<typeof import('@/lib/data/site')>()
  return {
    ...real,
    getSiteSettings: async (payload: Payload) => {
      const settings = await real.getSiteSettings(payload)
      return shareImage.upload === undefined ? settings : { ...settings, seo: { ...settings.seo, ogImage: shareImage.upload } }
    },
  }
})

/** An element as parsed: its namespace URI, local name, attributes, text and children. */
type Node = { uri: string; name: string; attributes: Record<string, string>; text: string; children: Node[] }

/** The whole document, parsed strictly (saxes throws on anything that is not well-formed XML with known namespaces). */
const parse = (xml: string): Node => {
  const parser = new SaxesParser({ xmlns: true })
  const root: Node = { uri: '', name: '#document', attributes: {}, text: '', children: [] }
  const stack: Node[] = [root]
  parser.on('opentag', (tag) => {
    const { attributes } = tag as SaxesTagNS
    const node: Node = {
      uri: tag.uri ?? '',
      name: tag.local ?? tag.name,
      attributes: Object.fromEntries(Object.values(attributes).map((a) => [a.uri ? `${a.uri}|${a.local}` : a.local, a.value])),
      text: '',
      children: [],
    }
    stack.at(-1)!.children.push(node)
    stack.push(node)
  })
  parser.on('text', (text) => (stack.at(-1)!.text += text))
  parser.on('cdata', (text) => (stack.at(-1)!.text += text))
  parser.on('closetag', () => void stack.pop())
  parser.write(xml).close()
  return root.children[0]
}

const all = (node: Node, uri: string, name: string) => node.children.filter((c) => c.uri === uri && c.name === name)
const one = (node: Node, uri: string, name: string) => {
  const found = all(node, uri, name)
  expect(found, `${uri} ${name}`).toHaveLength(1)
  return found[0]
}
const plain = (node: Node, name: string) => one(node, '', name)
const itunes = (node: Node, name: string) => one(node, NAMESPACES.itunes, name)

let payload: Payload
const episodes: PodcastEpisode[] = []
let audio: EpisodeAudio & { bytes: Buffer }
let cover: Awaited<ReturnType<typeof createUpload>>
let restoreShow: () => Promise<void>
const nextDate = datesFrom(2500)

const fetchFeed = async () => {
  const res = await call(feedRoute, '/podcast/feed.xml')
  return { res, rss: parse(res.text) }
}

/** The address the feed gives for an upload's podcast artwork: its square JPEG. */
const squareUrl = (upload: Upload) => absoluteUrl(`/cms-api/uploads/file/${upload.sizes!.square!.filename}`)

/**
 * The artwork at `href` fetched as a podcast app does, through the site's file route, and
 * measured: Apple takes only a JPEG or PNG, square, RGB, 1400 to 3000 pixels a side.
 */
const expectPodcastArtwork = async (href: string) => {
  expect(href).toMatch(/\.jpe?g$/)
  const { pathname } = new URL(href)
  const filename = decodeURIComponent(pathname.replace('/cms-api/uploads/file/', ''))
  const res = await fileRoute.GET(new Request(new URL(pathname, serverUrl())), {
    params: Promise.resolve({ slug: ['uploads', 'file', filename] }),
  })
  expect(res.status, href).toBe(200)
  expect(res.headers.get('content-type')).toBe('image/jpeg')
  const image = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
  expect(image).toMatchObject({ format: 'jpeg', space: 'srgb', channels: 3 })
  expect(image.width).toBe(image.height)
  expect(image.width).toBeGreaterThanOrEqual(1400)
  expect(image.width).toBeLessThanOrEqual(3000)
}

/** An image as one uploaded before the square size existed: its square columns empty. */
const withoutSquare = async (upload: Upload) => {
  const db = await drizzleFor(payload)
  await db.execute(sql`
    UPDATE uploads SET sizes_square_url = NULL, sizes_square_width = NULL, sizes_square_height = NULL,
      sizes_square_mime_type = NULL, sizes_square_filesize = NULL, sizes_square_filename = NULL
    WHERE id = ${upload.id}`)
}

beforeAll(async () => {
  payload = await testPayload()
  ;[audio, cover] = await Promise.all([createEpisodeAudio(6), createUpload()])
  restoreShow = await changePodcastShow({
    title: 'A Show & Its <Feed>',
    description: 'Talks about "grace" & truth.',
    author: 'The Show’s Author',
    ownerEmail: 'owner@example.test',
    explicit: false,
    rssUrl: null,
  })
})

afterAll(async () => {
  await restoreShow?.()
  if (episodes.length) await deletePodcastEpisodes(episodes)
  if (cover) await deleteUpload(cover)
})

describe('GET /podcast/feed.xml', () => {
  it('is RSS 2.0 with the itunes, podcast, atom and content namespaces, and describes the show tag by tag', async () => {
    const { res, rss } = await fetchFeed()
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8')
    expect(res.text).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>/)
    expect(rss).toMatchObject({ uri: '', name: 'rss', attributes: expect.objectContaining({ version: '2.0' }) })

    const channel = plain(rss, 'channel')
    expect(plain(channel, 'title').text).toBe('A Show & Its <Feed>')
    expect(plain(channel, 'link').text).toBe(absoluteUrl('/podcast'))
    expect(plain(channel, 'description').text).toBe('Talks about "grace" & truth.')
    expect(plain(channel, 'language').text).toBe('en-us')
    expect(one(channel, NAMESPACES.atom, 'link').attributes).toEqual({ href: absoluteUrl('/podcast/feed.xml'), rel: 'self', type: 'application/rss+xml' })

    expect(itunes(channel, 'author').text).toBe('The Show’s Author')
    const owner = itunes(channel, 'owner')
    expect(itunes(owner, 'name').text).toBe('The Show’s Author')
    expect(itunes(owner, 'email').text).toBe('owner@example.test')
    const category = itunes(channel, 'category')
    expect(category.attributes).toEqual({ text: PODCAST_CATEGORY.text })
    expect(itunes(category, 'category').attributes).toEqual({ text: PODCAST_CATEGORY.sub })
    expect(itunes(channel, 'explicit').text).toBe('false')
    expect(itunes(channel, 'type').text).toBe('episodic')
    // The stored identifier, or the standard's one made from the feed's address.
    const guid = one(channel, NAMESPACES.podcast, 'guid').text
    expect(guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it('gives the cover as a square JPEG of at least 1400 px, and leaves the owner out when there is no address', async () => {
    await changePodcastShow({ coverImage: cover.id, ownerEmail: null } as never)
    try {
      const { rss } = await fetchFeed()
      const channel = plain(rss, 'channel')
      // The cover is uploaded as a 1600×900 PNG and stored as WebP: the feed gives its square JPEG.
      expect(itunes(channel, 'image').attributes).toEqual({ href: squareUrl(cover) })
      expect(plain(plain(channel, 'image'), 'url').text).toBe(squareUrl(cover))
      await expectPodcastArtwork(itunes(channel, 'image').attributes.href)
      const contact = (await payload.findGlobal({ slug: 'site-settings', depth: 0 })).contact?.generalEmail
      // The site's contact address stands in when the show has none; with neither, no owner.
      if (contact) expect(itunes(itunes(channel, 'owner'), 'email').text).toBe(contact)
      else expect(all(channel, NAMESPACES.itunes, 'owner')).toEqual([])
    } finally {
      await changePodcastShow({ coverImage: null, ownerEmail: 'owner@example.test' } as never)
    }
  })

  it('gives the site’s default share image, cut square, as the show’s artwork when the show has none', async () => {
    const fallback = await createUpload()
    shareImage.upload = await payload.findByID({ collection: 'uploads', id: fallback.id, depth: 0 })
    try {
      const channel = plain((await fetchFeed()).rss, 'channel')
      expect(itunes(channel, 'image').attributes).toEqual({ href: squareUrl(fallback) })
      expect(plain(plain(channel, 'image'), 'url').text).toBe(squareUrl(fallback))
      await expectPodcastArtwork(itunes(channel, 'image').attributes.href)
      // The show's own cover, once there is one, comes first.
      await changePodcastShow({ coverImage: cover.id } as never)
      expect(itunes(plain((await fetchFeed()).rss, 'channel'), 'image').attributes).toEqual({ href: squareUrl(cover) })
    } finally {
      shareImage.upload = undefined
      await changePodcastShow({ coverImage: null } as never)
      await deleteUpload(fallback)
    }
  })

  it('lists each published episode with its file, every itunes field, a guid that never changes and the transcript', async () => {
    const title = unique('Grace & <Truth>')
    const episode = await createPodcastEpisode({
      title,
      audio: audio.id,
      season: 3,
      episodeNumber: 12,
      explicit: true,
      coverImage: cover.id,
      publishedAt: nextDate(),
      showNotes: lexicalFromBlocks(['Notes with a ]]> in them & more.']) as never,
      transcript: 'Hello and welcome.\n\nThe second paragraph.',
    })
    episodes.push(episode)

    const { rss } = await fetchFeed()
    const items = all(plain(rss, 'channel'), '', 'item')
    const item = items.find((i) => plain(i, 'title').text === title)
    expect(item, 'the episode is in the feed').toBeDefined()

    expect(plain(item!, 'link').text).toBe(absoluteUrl(`/podcast/${episode.slug}`))
    const guid = plain(item!, 'guid')
    expect(guid.attributes).toEqual({ isPermaLink: 'false' })
    expect(guid.text).toBe(episode.guid)
    expect(new Date(plain(item!, 'pubDate').text).toISOString()).toBe(episode.publishedAt)
    expect(plain(item!, 'description').text).toContain('Notes with a ]]&gt; in them &amp; more.')
    expect(one(item!, NAMESPACES.content, 'encoded').text).toContain('Notes with a ]]&gt; in them')
    // The file's exact length in bytes and its type.
    expect(plain(item!, 'enclosure').attributes).toEqual({
      url: absoluteUrl(`/cms-api/episode-audio/file/${audio.filename}`),
      length: String(audio.bytes.length),
      type: 'audio/mpeg',
    })
    expect(audio.filesize).toBe(audio.bytes.length)

    expect(itunes(item!, 'duration').text).toBe('6')
    expect(itunes(item!, 'episode').text).toBe('12')
    expect(itunes(item!, 'season').text).toBe('3')
    expect(itunes(item!, 'explicit').text).toBe('true')
    expect(itunes(item!, 'episodeType').text).toBe('full')
    expect(itunes(item!, 'image').attributes).toEqual({ href: squareUrl(cover) })
    await expectPodcastArtwork(itunes(item!, 'image').attributes.href)
    const transcript = one(item!, NAMESPACES.podcast, 'transcript')
    expect(transcript.attributes).toEqual({ url: absoluteUrl(`/podcast/${episode.slug}/transcript.txt`), type: 'text/plain', language: 'en' })

    const text = await call(transcriptRoute, `/podcast/${episode.slug}/transcript.txt`, { params: { slug: episode.slug } })
    expect(text.status).toBe(200)
    expect(text.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(text.text).toBe(`${title}\n\nHello and welcome.\n\nThe second paragraph.\n`)

    // A new title and slug: the same guid, so podcast apps keep it as the same episode.
    const renamed = await payload.update({ collection: 'podcast-episodes', id: episode.id, data: { title: `${title} (renamed)`, slug: `${episode.slug}-renamed` } })
    const after = all(plain((await fetchFeed()).rss, 'channel'), '', 'item').find((i) => plain(i, 'title').text === renamed.title)
    expect(plain(after!, 'guid').text).toBe(episode.guid)
  })

  it('gives no artwork for an image uploaded before the square size, until its focal point is moved', async () => {
    const old = await createUpload()
    await withoutSquare(old)
    const episode = await createPodcastEpisode({ audio: audio.id, coverImage: old.id, publishedAt: nextDate() })
    await changePodcastShow({ coverImage: old.id } as never)
    try {
      const { rss, res } = await fetchFeed()
      const channel = plain(rss, 'channel')
      // Podcast apps refuse WebP: no artwork rather than the stored original.
      expect(res.text).not.toMatch(/\.webp/)
      expect(all(channel, NAMESPACES.itunes, 'image')).toEqual([])
      expect(all(channel, '', 'image')).toEqual([])
      const item = all(channel, '', 'item').find((i) => plain(i, 'title').text === episode.title)
      expect(all(item!, NAMESPACES.itunes, 'image')).toEqual([])

      // Moving the focal point in the admin makes Payload cut every size again from the stored
      // file: the way to give an older cover its square (docs/operations.md). The admin sends it so.
      const saved = await rest('PATCH', `/uploads/${old.id}?depth=0&uploadEdits[focalPoint][x]=40&uploadEdits[focalPoint][y]=50`, {
        as: await createUser({ role: 'editor' }),
        body: { alt: old.alt, focalX: old.focalX, focalY: old.focalY },
      })
      expect(saved.status).toBe(200)
      const moved = await payload.findByID({ collection: 'uploads', id: old.id })
      expect(moved.filename).toBe(old.filename)
      expect(moved.sizes?.square?.mimeType).toBe('image/jpeg')
      const after = plain((await fetchFeed()).rss, 'channel')
      expect(itunes(after, 'image').attributes).toEqual({ href: squareUrl(moved) })
      await expectPodcastArtwork(squareUrl(moved))
    } finally {
      await changePodcastShow({ coverImage: null } as never)
      await deletePodcastEpisodes([episode])
      await deleteUpload(old)
    }
  })

  it('leaves out drafts, scheduled episodes and episodes without an audio file here', async () => {
    const draft = await createPodcastEpisode({ status: 'draft', audio: audio.id, publishedAt: nextDate() })
    const scheduled = await scheduleEpisode(new Date(Date.now() + 86_400_000).toISOString(), { audio: audio.id })
    const linkOnly = await createPodcastEpisode({ mediaLink: 'https://audio.example.test/x.mp3', publishedAt: nextDate() })
    episodes.push(draft, scheduled, linkOnly)
    const { rss } = await fetchFeed()
    const titles = all(plain(rss, 'channel'), '', 'item').map((i) => plain(i, 'title').text)
    for (const left of [draft, scheduled, linkOnly]) expect(titles).not.toContain(left.title)
  })

  it('makes the show’s podcast:guid as the standard does, from the feed address without its scheme', () => {
    // The standard's own example.
    expect(showGuidFor('https://mp3s.nashownotes.com/pc20rss.xml')).toBe('917393e3-1b1e-5cef-ace4-edaa54e1f810')
    expect(showGuidFor('http://mp3s.nashownotes.com/pc20rss.xml/')).toBe('917393e3-1b1e-5cef-ace4-edaa54e1f810')
  })
})

describe('GET /podcast/{slug}/transcript.txt', () => {
  it('is 404 for an unknown episode and for one without a transcript', async () => {
    const bare = await createPodcastEpisode({ publishedAt: nextDate() })
    episodes.push(bare)
    expect((await call(transcriptRoute, '/podcast/nothing-here/transcript.txt', { params: { slug: 'nothing-here' } })).status).toBe(404)
    expect((await call(transcriptRoute, `/podcast/${bare.slug}/transcript.txt`, { params: { slug: bare.slug } })).status).toBe(404)
  })
})
