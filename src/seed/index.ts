/**
 * Demo content for a fresh database (DECISIONS.md "Content lives in the CMS"). Every step
 * looks items up by their natural key first, so running it again fills gaps and changes
 * nothing the creator has edited.
 */
import type { CollectionSlug, Payload } from 'payload'

import { books } from './data/books'
import { categories } from './data/categories'
import { lyricsAnalyses } from './data/lyricsAnalyses'
import { mediaItems } from './data/mediaItems'
import { musicAnalyses } from './data/musicAnalyses'
import { organizations } from './data/organizations'
import { pages } from './data/pages'
import { playlists } from './data/playlists'
import { podcastEpisodes, releasedEpisode } from './data/podcastEpisodes'
import { posts } from './data/posts'
import { readingPlans } from './data/readingPlans'
import { verses } from './data/verses'
import { siteWriter } from './data/writer'
import { episodeMp3 } from './audio'
import { coverPng, type CoverShape } from './images'
import { lexicalFromBlocks } from './lexical'
import { lineMarkupToLexical } from '@/lib/content/lineMarkup'
import type { Organization } from '@/payload-types'
import { slugify } from '@/fields/slug'

const DAY = 24 * 60 * 60 * 1000

const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString()

/** Noon (UTC) `days` days from now: when a scheduled demo episode comes out. */
const inDays = (days: number) => {
  const d = new Date(Date.now() + days * DAY)
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 12)).toISOString()
}

const monthsAgo = (months: number) => {
  const d = new Date()
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - months, 1)).toISOString()
}

type Log = (message: string) => void

/** Finds a document by one field or creates it; returns its id. */
const upsert = async (
  payload: Payload,
  collection: CollectionSlug,
  key: { field: string; value: string | number },
  data: Record<string, unknown>,
): Promise<number> => {
  const found = await payload.find({
    collection,
    where: { [key.field]: { equals: key.value } },
    limit: 1,
    depth: 0,
    draft: true,
    pagination: false,
  })
  if (found.docs[0]) return found.docs[0].id as number
  const created = await payload.create({
    collection,
    data: data as never,
    depth: 0,
    draft: false,
    context: { seeding: true },
  })
  return created.id as number
}

/** A generated cover image, stored once per key. */
const cover = async (payload: Payload, key: string, alt: string, shape?: CoverShape): Promise<number> => {
  const filename = `seed-${key}.webp`
  const found = await payload.find({ collection: 'uploads', where: { filename: { equals: filename } }, limit: 1, depth: 0 })
  if (found.docs[0]) return found.docs[0].id
  const data = await coverPng(key, shape)
  const created = await payload.create({
    collection: 'uploads',
    data: { alt },
    file: { data, mimetype: 'image/png', name: `seed-${key}.png`, size: data.length },
    depth: 0,
  })
  return created.id
}

/** The demo episode's audio file (generated tones), uploaded once as `filename` (and stored under a random name). */
const episodeAudio = async (payload: Payload, filename: string): Promise<number> => {
  const found = await payload.find({ collection: 'episode-audio', where: { uploadedAs: { equals: filename } }, limit: 1, depth: 0 })
  if (found.docs[0]) return found.docs[0].id
  const data = episodeMp3()
  const created = await payload.create({
    collection: 'episode-audio',
    data: {},
    file: { data, mimetype: 'audio/mpeg', name: filename, size: data.length },
    depth: 0,
  })
  return created.id
}

/**
 * The creator's public profile, linked to the first admin account (the creator's): the site's
 * own writer, who signs the demo posts. A creator who already has a profile keeps it.
 */
const creatorProfile = async (payload: Payload, profile: typeof siteWriter) => {
  const [creator] = (await payload.find({ collection: 'users', where: { role: { equals: 'admin' } }, sort: ['createdAt', 'id'], limit: 1, depth: 0 })).docs
  if (!creator) return
  const existing = await payload.find({ collection: 'authors', where: { account: { equals: creator.id } }, limit: 1, depth: 0 })
  if (existing.docs[0]) return
  const id = await upsert(payload, 'authors', { field: 'slug', value: profile.slug }, {
    ...profile,
    account: creator.id,
    photo: await cover(payload, `writer-${profile.slug}`, `Portrait of ${profile.name}`, 'square'),
  })
  // A profile of that name from an earlier seed without accounts: it becomes the creator's.
  const saved = await payload.findByID({ collection: 'authors', id, depth: 0 })
  if (!saved.account) await payload.update({ collection: 'authors', id, data: { account: creator.id }, depth: 0 })
}

/** Runs `fn` over items a few at a time (image work is the slow part), reporting progress. */
const each = async <T>(label: string, items: T[], log: Log, fn: (item: T, index: number) => Promise<unknown>) => {
  const started = Date.now()
  let done = 0
  const queue = items.map((item, index) => ({ item, index }))
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      await fn(next.item, next.index)
      done += 1
    }
  }
  await Promise.all(Array.from({ length: 3 }, worker))
  log(`${label.padEnd(18)} ${done}/${items.length}  (${Date.now() - started} ms)`)
}

export type SeedOptions = { log?: Log }

export const seedDemoContent = async (payload: Payload, { log = console.log }: SeedOptions = {}) => {
  const started = Date.now()
  log('Seeding demo content...')
  const published = { _status: 'published' as const }

  // Reference data first: posts point at categories and tags.
  const categoryIds = new Map<string, number>()
  await each('categories', categories, log, async (c) => {
    categoryIds.set(c.slug, await upsert(payload, 'categories', { field: 'slug', value: c.slug }, c))
  })

  const tagNames = [...new Set(posts.flatMap((p) => p.tags))]
  const tagIds = new Map<string, number>()
  await each('tags', tagNames, log, async (name) => {
    const slug = slugify(name)
    tagIds.set(name, await upsert(payload, 'tags', { field: 'slug', value: slug }, { name, slug }))
  })

  await each('writer profile', [siteWriter], log, (w) => creatorProfile(payload, w))

  const postIds = new Map<string, number>()
  await each('posts', posts, log, async (p) => {
    const slug = slugify(p.title)
    const category = categoryIds.get(p.category)
    if (!category) throw new Error(`Post "${p.title}" names unknown category "${p.category}"`)
    const id = await upsert(payload, 'posts', { field: 'slug', value: slug }, {
      ...published,
      title: p.title,
      slug,
      summary: p.summary,
      category,
      tags: p.tags.map((t) => tagIds.get(t)),
      featured: Boolean(p.featured),
      publishedAt: daysAgo(p.daysAgo),
      content: lexicalFromBlocks(p.body),
      coverImage: await cover(payload, `post-${slug}`, p.title),
    })
    postIds.set(p.title, id)
    // Views are counted by the site, never written through the CMS; demo numbers go in directly.
    await payload.db.updateOne({ collection: 'posts', id, data: { views: p.views } })
  })

  await each('pages', pages, log, (p) =>
    upsert(payload, 'pages', { field: 'slug', value: p.slug }, { ...published, ...p, content: lexicalFromBlocks(p.body), body: undefined }),
  )

  await each('verses', verses, log, (v, order) =>
    upsert(payload, 'verses', { field: 'order', value: order }, { ...v, order }),
  )

  await each('organizations', organizations, log, async (o) =>
    upsert(payload, 'organizations', { field: 'slug', value: o.slug }, {
      ...published,
      ...o,
      // Written as line markup in the seed's data, stored as rich text like the creator's.
      content: lineMarkupToLexical(o.content) as Organization['content'],
      relatedPostTitles: undefined,
      relatedPosts: o.relatedPostTitles.map((t) => postIds.get(t)).filter(Boolean),
      publishedAt: daysAgo(o.daysAgo),
      coverImage: await cover(payload, `organization-${o.slug}`, o.name),
    }),
  )

  await each('lyrics analyses', lyricsAnalyses, log, async (l) =>
    upsert(payload, 'lyrics-analyses', { field: 'slug', value: l.slug }, {
      ...published,
      title: l.title,
      slug: l.slug,
      verdict: l.verdict,
      quote: l.quote,
      summary: l.summary,
      publishedAt: daysAgo(l.daysAgo),
      content: lexicalFromBlocks(l.body),
      coverImage: await cover(payload, `lyrics-${l.slug}`, l.title),
    }),
  )

  await each('music analyses', musicAnalyses, log, async (m) =>
    upsert(payload, 'music-analyses', { field: 'slug', value: m.slug }, {
      ...published,
      ...m,
      publishedAt: daysAgo(m.daysAgo),
      thumbnail: await cover(payload, `music-${m.slug}`, `${m.song} by ${m.artist}`),
    }),
  )

  const mediaIds = new Map<string, number>()
  await each('media items', mediaItems, log, async (m) => {
    mediaIds.set(
      m.slug,
      await upsert(payload, 'media-items', { field: 'slug', value: m.slug }, {
        ...published,
        ...m,
        publishedAt: daysAgo(m.daysAgo),
        coverImage: await cover(payload, `media-${m.slug}`, m.title),
      }),
    )
  })

  await each('playlists', playlists, log, async (p) =>
    upsert(payload, 'playlists', { field: 'slug', value: p.slug }, {
      ...published,
      title: p.title,
      slug: p.slug,
      description: p.description,
      theme: p.theme,
      mediaItems: p.mediaItemSlugs.map((s) => mediaIds.get(s)).filter(Boolean),
      publishedAt: daysAgo(p.daysAgo),
      coverImage: await cover(payload, `playlist-${p.slug}`, p.title),
    }),
  )

  await each('podcast episodes', [releasedEpisode], log, async (e) =>
    upsert(payload, 'podcast-episodes', { field: 'slug', value: e.slug }, {
      ...published,
      ...e,
      showNotes: lexicalFromBlocks(e.showNotes),
      publishedAt: daysAgo(e.daysAgo),
      audio: await episodeAudio(payload, `seed-${e.slug}.mp3`),
      coverImage: await cover(payload, `episode-${e.slug}`, e.title),
    }),
  )

  // Announced, not released: drafts whose publishing is scheduled, as the creator schedules one.
  await each('upcoming episodes', podcastEpisodes, log, async ({ inDays: days, ...e }) => {
    const found = await payload.find({ collection: 'podcast-episodes', where: { slug: { equals: e.slug } }, limit: 1, depth: 0, draft: true })
    if (found.docs[0]) return
    const releaseAt = inDays(days)
    const { id } = await payload.create({
      collection: 'podcast-episodes',
      draft: true,
      data: { ...e, _status: 'draft', publishedAt: releaseAt, coverImage: await cover(payload, `episode-${e.slug}`, e.title) },
      depth: 0,
      context: { seeding: true },
    })
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'podcast-episodes', value: String(id) } },
      waitUntil: new Date(releaseAt),
    } as never)
  })

  await each('reading plans', readingPlans, log, async (p) =>
    upsert(payload, 'reading-plans', { field: 'slug', value: p.slug }, {
      ...published,
      ...p,
      coverImage: await cover(payload, `plan-${p.slug}`, p.title),
    }),
  )

  await each('books', books, log, async (b) =>
    upsert(payload, 'books', { field: 'slug', value: b.slug }, {
      ...published,
      ...b,
      monthsAgo: undefined,
      keyInsights: b.keyInsights.map((insight) => ({ insight })),
      bookOfTheMonth: Boolean(b.bookOfTheMonth),
      month: monthsAgo(b.monthsAgo),
      coverImage: await cover(payload, `book-${b.slug}`, `Cover of ${b.title}`),
    }),
  )

  // Globals keep whatever the creator saved; only a never-saved global gets demo values.
  const show = await payload.findGlobal({ slug: 'podcast-show', depth: 0 })
  if (!show.updatedAt) {
    await payload.updateGlobal({
      slug: 'podcast-show',
      data: {
        title: 'The Renewed Mind Podcast',
        description: 'Conversations on walking free from sin, one honest question at a time.',
        spiritualFocus: 'Scripture first: every episode opens the Bible before it opens the topic.',
        // Square, as podcast apps show it.
        coverImage: await cover(payload, 'podcast-show', 'The Renewed Mind Podcast artwork', 'square'),
        // No feed or platform addresses: the show is not listed anywhere yet, and an empty one
        // hides its button. The creator adds them once the show is published.
      },
    })
  }

  log(`Demo content ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
