import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { onContentChange } from '@/lib/cache/revalidate'
import { getPodcastShow, listUpcomingEpisodes, toPodcastShow, UPCOMING_EPISODES } from '@/collections/podcast-episodes/data'
import type { PodcastEpisode, PodcastShow } from '@/payload-types'
import { testPayload, unique } from '../../factories'
import { datesFrom } from '../../factories/content'
import { changePodcastShow, createPodcastEpisode, deletePodcastEpisodes } from '../../factories/podcast'

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
  it('gives the show info and a button for each linked platform, in the order Apple, Spotify, Google, RSS', async () => {
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
        { id: 'google', label: 'Google Podcasts', href: GOOGLE },
        { id: 'rss', label: 'RSS Feed', href: RSS },
      ])
    } finally {
      await restore()
    }
  })

  it('hides the button of every platform left empty, and shows none when all are', async () => {
    const restore = await changePodcastShow({ rssUrl: '', platformLinks: { spotify: SPOTIFY, apple: null, google: '' } })
    try {
      expect((await getPodcastShow(payload)).platforms).toEqual([{ id: 'spotify', label: 'Spotify', href: SPOTIFY }])
      await changePodcastShow({ rssUrl: null, platformLinks: { spotify: null, apple: null, google: null } })
      const show = await getPodcastShow(payload)
      expect(show.platforms).toEqual([])
      expect(show).toMatchObject({ rssUrl: null, platformLinks: { apple: null, spotify: null, google: null } })
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
    expect(show).toMatchObject({ rssUrl: null, platformLinks: { apple: null, spotify: null, google: null } })
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

describe('listUpcomingEpisodes', () => {
  it('lists the three newest published episodes, newest first, never a draft', async () => {
    const oldest = await episode()
    const [second, third, newest] = [await episode(), await episode(), await episode({ tags: ['Grace', 'Hope'], duration: '38:40' })]
    const draft = await episode({ status: 'draft' })

    const episodes = await listUpcomingEpisodes(payload)
    expect(episodes).toHaveLength(UPCOMING_EPISODES)
    expect(episodes.map((e) => e.slug)).toEqual([newest.slug, third.slug, second.slug])
    expect(episodes.map((e) => e.slug)).not.toContain(oldest.slug)
    expect(episodes.map((e) => e.slug)).not.toContain(draft.slug)
    expect(episodes[0]).toMatchObject({
      title: newest.title,
      summary: newest.summary,
      tags: ['Grace', 'Hope'],
      duration: '38:40',
      date: newest.publishedAt,
      mediaLink: null,
    })
  })
})
