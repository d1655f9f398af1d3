import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { onContentChange } from '@/lib/cache/revalidate'
import {
  EPISODES_PER_PAGE,
  getEpisodeBySlug,
  getPodcastShow,
  listEpisodes,
  listUpcomingEpisodes,
  toPodcastShow,
  UPCOMING_EPISODES,
  upcomingEpisodes,
} from '@/collections/podcast-episodes/data'
import { absoluteUrl } from '@/lib/seo/urls'
import { lexicalFromBlocks } from '@/seed/lexical'
import type { PodcastEpisode, PodcastShow } from '@/payload-types'
import { createUser, testPayload, unique } from '../../factories'
import { datesFrom } from '../../factories/content'
import { rest } from '../cms/rest'
import { changePodcastShow, createEpisodeAudio, createPodcastEpisode, deletePodcastEpisodes, scheduleEpisode } from '../../factories/podcast'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

// Dates no other test file uses, so this file's episodes are the newest in the database.
const nextDate = datesFrom(2400)

const created: PodcastEpisode[] = []
const episode = async (overrides: Parameters<typeof createPodcastEpisode>[0] = {}) => {
  const made = await createPodcastEpisode({ publishedAt: nextDate(), ...overrides })
  created.push(made)
  return made
}

afterAll(async () => {
  if (created.length) await deletePodcastEpisodes(created)
})

const APPLE = 'https://podcasts.apple.com/us/podcast/a-test-show/id1'
const SPOTIFY = 'https://open.spotify.com/show/a-test-show'
const GOOGLE = 'https://podcasts.google.com/feed/a-test-show'
const RSS = 'https://feeds.example.test/a-test-show.xml'

describe('getPodcastShow', () => {
  it('gives the show info and a button for each linked service, Apple then Spotify, never the closed Google Podcasts', async () => {
    const title = unique('Show title')
    const restore = await changePodcastShow({
      title,
      description: 'A description written for a test.',
      spiritualFocus: 'A focus written for a test.',
      rssUrl: RSS,
      platformLinks: { spotify: SPOTIFY, apple: APPLE, google: GOOGLE },
    })
    try {
      const show = await getPodcastShow(payload)
      expect(show).toMatchObject({
        title,
        description: 'A description written for a test.',
        spiritualFocus: 'A focus written for a test.',
        rssUrl: RSS,
        platformLinks: { apple: APPLE, spotify: SPOTIFY, google: GOOGLE },
      })
      expect(show.platforms).toEqual([
        { id: 'apple', label: 'Apple Podcasts', href: APPLE },
        { id: 'spotify', label: 'Spotify', href: SPOTIFY },
      ])
      // The feed hosted elsewhere is the one offered.
      expect(show).toMatchObject({ rssUrl: RSS, ownFeed: false })
    } finally {
      await restore()
    }
  })

  it('hides the button of every service left empty, and offers the site’s own feed when none is set elsewhere', async () => {
    const restore = await changePodcastShow({ rssUrl: '', platformLinks: { spotify: SPOTIFY, apple: null, google: '' } })
    try {
      expect((await getPodcastShow(payload)).platforms).toEqual([{ id: 'spotify', label: 'Spotify', href: SPOTIFY }])
      await changePodcastShow({ rssUrl: null, platformLinks: { spotify: null, apple: null, google: null } })
      const show = await getPodcastShow(payload)
      expect(show.platforms).toEqual([])
      expect(show).toMatchObject({ rssUrl: absoluteUrl('/podcast/feed.xml'), ownFeed: true, platformLinks: { apple: null, spotify: null, google: null } })
    } finally {
      await restore()
    }
  })

  it('refreshes the cached pages when the creator saves the show', async () => {
    let refreshes = 0
    onContentChange(() => refreshes++)
    const restore = await changePodcastShow({ description: unique('A new description') })
    try {
      expect(refreshes).toBeGreaterThan(0)
    } finally {
      await restore()
    }
  })
})

describe('toPodcastShow', () => {
  const doc = (overrides: Partial<PodcastShow>): PodcastShow => ({ id: 1, title: 'A show', ...overrides })

  it('links only web addresses, even if older data holds something else', () => {
    const show = toPodcastShow(
      doc({
        rssUrl: 'javascript:alert(1)',
        platformLinks: { apple: '  ', spotify: 'not a url', google: 'ftp://podcasts.example.test/feed' },
      }),
    )
    expect(show.platforms).toEqual([])
    expect(show).toMatchObject({ rssUrl: absoluteUrl('/podcast/feed.xml'), platformLinks: { apple: null, spotify: null, google: null } })
  })

  it('keeps a title when the stored one is blank, and empty texts as empty', () => {
    expect(toPodcastShow(doc({ title: ' ', description: null, spiritualFocus: undefined }))).toMatchObject({
      title: 'The Renewed Mind Podcast',
      description: '',
      spiritualFocus: '',
      cover: null,
      coverImage: null,
    })
  })
})

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString()

describe('listEpisodes', () => {
  it('lists the published episodes newest first, never a draft or a scheduled one', async () => {
    const older = await episode()
    const newer = await episode({ tags: ['Grace', 'Hope'], duration: '38:40', season: 2, episodeNumber: 7 })
    const draft = await episode({ status: 'draft' })
    // Far ahead, so that it is not among the soonest this file's upcoming list expects.
    const scheduled = await scheduleEpisode(inHours(50_000))
    created.push(scheduled)

    const { items, currentPage } = await listEpisodes(payload, 1)
    expect(currentPage).toBe(1)
    const slugs = items.map((e) => e.slug)
    expect(slugs.slice(0, 2)).toEqual([newer.slug, older.slug])
    expect(slugs).not.toContain(draft.slug)
    expect(slugs).not.toContain(scheduled.slug)
    expect(items.length).toBeLessThanOrEqual(EPISODES_PER_PAGE)
    // The documented fields keep their formats.
    expect(items[0]).toMatchObject({
      id: newer.id,
      title: newer.title,
      slug: newer.slug,
      summary: newer.summary,
      tags: ['Grace', 'Hope'],
      mediaLink: null,
      coverImage: null,
      date: newer.publishedAt,
      duration: '38:40',
      season: 2,
      episodeNumber: 7,
    })
  })

  it('reads a draft or scheduled episode as absent, a published one whole', async () => {
    const draft = await episode({ status: 'draft' })
    const scheduled = await scheduleEpisode(inHours(50_001))
    created.push(scheduled)
    expect(await getEpisodeBySlug(payload, draft.slug)).toBeNull()
    expect(await getEpisodeBySlug(payload, scheduled.slug)).toBeNull()
    expect(await getEpisodeBySlug(payload, 'no-such-episode')).toBeNull()

    const published = await episode({
      showNotes: lexicalFromBlocks(['Notes <b>with</b> markup & more.']) as never,
      transcript: 'First paragraph.\n\nSecond paragraph.',
      explicit: true,
    })
    const detail = await getEpisodeBySlug(payload, published.slug)
    expect(detail).toMatchObject({ slug: published.slug, explicit: true, transcript: 'First paragraph.\n\nSecond paragraph.', audio: null })
    expect(detail!.showNotes).toContain('Notes &lt;b&gt;with&lt;/b&gt; markup &amp; more.')
    expect(detail!.guid).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('takes the length and the address from the audio file, whatever was typed', async () => {
    const audio = await createEpisodeAudio(5)
    expect(audio.durationSeconds).toBe(5)
    expect(audio.mimeType).toBe('audio/mpeg')
    const made = await episode({ audio: audio.id, duration: '99:00', mediaLink: 'https://elsewhere.example.test/x.mp3' })
    expect(made.duration).toBe('0:05')
    const detail = await getEpisodeBySlug(payload, made.slug)
    expect(detail!.duration).toBe('0:05')
    expect(detail!.mediaLink).toBe(absoluteUrl(`/cms-api/episode-audio/file/${audio.filename}`))
    expect(detail!.audio).toEqual({
      path: `/cms-api/episode-audio/file/${audio.filename}`,
      url: absoluteUrl(`/cms-api/episode-audio/file/${audio.filename}`),
      type: 'audio/mpeg',
      bytes: audio.bytes.length,
      seconds: 5,
    })
  })

  it('keeps an episode’s permanent identifier when its title and slug change', async () => {
    const made = await episode()
    const renamed = await payload.update({ collection: 'podcast-episodes', id: made.id, data: { title: unique('Renamed'), slug: unique('renamed').replace(/\s/g, '-').toLowerCase(), guid: 'something-else' } })
    expect(renamed.guid).toBe(made.guid)
    expect(made.guid).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('an episode’s permanent identifier', () => {
  it('is new for a duplicated episode, through the admin’s Duplicate and the Local API alike', async () => {
    const original = await episode()
    const editor = await createUser({ role: 'editor' })
    const res = await rest('POST', `/podcast-episodes/${original.id}/duplicate`, { as: editor, body: {} })
    expect(res.status, res.text).toBe(200)
    const copied = res.json.doc as PodcastEpisode
    // A slug of its own: the first copy took "-copy".
    const again = await payload.duplicate({ collection: 'podcast-episodes', id: original.id, data: { slug: `${original.slug}-again` } })
    created.push(copied, again)
    expect(copied.guid).toMatch(/^[0-9a-f-]{36}$/)
    expect(again.guid).toMatch(/^[0-9a-f-]{36}$/)
    expect(new Set([original.guid, copied.guid, again.guid]).size).toBe(3)
    // And kept from then on, like any episode's.
    const saved = await payload.update({ collection: 'podcast-episodes', id: copied.id, data: { title: unique('Copy renamed') } })
    expect(saved.guid).toBe(copied.guid)
  })

  it('belongs to one episode only: the database refuses a second with the same one', async () => {
    const first = await episode()
    await expect(createPodcastEpisode({ guid: first.guid, publishedAt: nextDate() })).rejects.toThrow()
  })
})

describe('listUpcomingEpisodes', () => {
  it('lists the scheduled episodes, soonest first, three at most, with their release date', async () => {
    const later = await scheduleEpisode(inHours(4))
    const soonest = await scheduleEpisode(inHours(1), { tags: ['Grace'], duration: '12:30' })
    const second = await scheduleEpisode(inHours(2))
    const third = await scheduleEpisode(inHours(3))
    created.push(later, soonest, second, third)
    // Neither a draft nobody scheduled nor a published episode is upcoming.
    const unscheduled = await episode({ status: 'draft' })

    const upcoming = await listUpcomingEpisodes(payload)
    expect(upcoming).toHaveLength(UPCOMING_EPISODES)
    expect(upcoming.map((e) => e.id)).toEqual([soonest.id, second.id, third.id])
    expect(upcoming.map((e) => e.id)).not.toContain(unscheduled.id)
    expect(upcoming[0]).toMatchObject({ title: soonest.title, summary: soonest.summary, tags: ['Grace'], duration: '12:30', releaseAt: soonest.publishedAt })
  })

  it('finds a scheduled episode behind more scheduled posts than it reads jobs', async () => {
    const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000)
    // The soonest episode of all, with posts scheduled before it (for posts no test has).
    const soon = await scheduleEpisode(inMinutes(30).toISOString())
    created.push(soon)
    const posts = await Promise.all(
      [10, 11, 12].map((minutes) =>
        payload.jobs.queue({ task: 'schedulePublish', input: { type: 'publish', doc: { relationTo: 'posts', value: '999999999' } }, waitUntil: inMinutes(minutes) } as never),
      ),
    )
    try {
      expect((await upcomingEpisodes(payload, posts.length)).map((e) => e.id)).toContain(soon.id)
    } finally {
      await payload.delete({ collection: 'payload-jobs', where: { id: { in: posts.map((job) => job.id) } } })
    }
  })

  it('drops an episode once it is published', async () => {
    const scheduled = await scheduleEpisode(inHours(1))
    created.push(scheduled)
    expect((await listUpcomingEpisodes(payload)).map((e) => e.id)).toContain(scheduled.id)
    await payload.update({ collection: 'podcast-episodes', id: scheduled.id, data: { _status: 'published' } })
    expect((await listUpcomingEpisodes(payload)).map((e) => e.id)).not.toContain(scheduled.id)
  })
})
