/** Podcast episodes and the podcast show global for the podcast tests. */
import { slugify } from '@/fields/slug'
import type { EpisodeAudio, PodcastEpisode, PodcastShow } from '@/payload-types'
import { episodeMp3 } from '@/seed/audio'
import { testPayload, unique } from '../factories'

/** An MP3 of `seconds` seconds (generated tones, as the seed's), stored as an episode's audio file. */
export const createEpisodeAudio = async (seconds = 5): Promise<EpisodeAudio & { bytes: Buffer }> => {
  const payload = await testPayload()
  const data = episodeMp3(seconds)
  const doc = await payload.create({
    collection: 'episode-audio',
    data: {},
    file: { data, mimetype: 'audio/mpeg', name: `${slugify(unique('episode'))}.mp3`, size: data.length },
  })
  return { ...doc, bytes: data }
}

/**
 * A draft episode whose publishing is scheduled for `at`, as the admin's "Schedule publish"
 * makes it (Payload's own job, not run by the tests).
 */
export const scheduleEpisode = async (at: string, overrides: Partial<PodcastEpisode> = {}): Promise<PodcastEpisode> => {
  const payload = await testPayload()
  const episode = await createPodcastEpisode({ status: 'draft', publishedAt: at, ...overrides })
  await payload.jobs.queue({
    task: 'schedulePublish',
    input: { type: 'publish', doc: { relationTo: 'podcast-episodes', value: String(episode.id) } },
    waitUntil: new Date(at),
  } as never)
  return episode
}

type Status = { status?: 'draft' | 'published' }

export const createPodcastEpisode = async (overrides: Partial<PodcastEpisode> & Status = {}): Promise<PodcastEpisode> => {
  const { status = 'published', ...rest } = overrides
  const title = rest.title ?? unique('Episode title')
  const payload = await testPayload()
  return payload.create({
    collection: 'podcast-episodes',
    draft: status === 'draft',
    data: {
      _status: status,
      title,
      slug: slugify(title),
      summary: 'An episode summary written for a test.',
      duration: '42:05',
      tags: [],
      ...rest,
    },
  })
}

export const deletePodcastEpisodes = async (episodes: PodcastEpisode[]) => {
  const payload = await testPayload()
  await payload.delete({ collection: 'podcast-episodes', where: { id: { in: episodes.map((e) => e.id) } } })
}

/** The fields of the show a test changes; the rest stay as they were. */
export type ShowChanges = Partial<Pick<PodcastShow, 'title' | 'description' | 'spiritualFocus' | 'rssUrl' | 'platformLinks' | 'author' | 'ownerEmail' | 'explicit'>>

/**
 * The global is one document shared by the whole database: a test saves its changes and puts
 * the old values back afterwards with the returned function.
 */
export const changePodcastShow = async (changes: ShowChanges): Promise<() => Promise<void>> => {
  const payload = await testPayload()
  const before = await payload.findGlobal({ slug: 'podcast-show', depth: 0 })
  await payload.updateGlobal({ slug: 'podcast-show', data: changes })
  const restore = Object.fromEntries(Object.keys(changes).map((key) => [key, before[key as keyof ShowChanges] ?? null]))
  return async () => {
    await payload.updateGlobal({ slug: 'podcast-show', data: restore })
  }
}
