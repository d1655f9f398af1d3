/**
 * Writers as readers see them: the byline of a post and the page at /author/{slug}. Only a
 * profile's public fields leave this module; the account a profile belongs to is read only to
 * find the site's own writer, and never returned.
 */
import type { Payload, Where } from 'payload'

import { addressOf } from '@/collections/addresses'
import type { Author } from '@/payload-types'
import { POSTS_PER_PAGE } from '@/lib/constants'
import { cachedRead, existingPage, found } from '@/lib/data/cache'
import { imageFields, toImage, type Image } from '@/lib/data/images'
import type { Paged } from '@/lib/data/paged'
import { cardFields, newestFirst, published } from '@/lib/data/published'
import { isSlug } from '@/lib/data/slugs'
import { getFeatures } from '@/lib/data/site'

export type Writer = {
  id: number
  name: string
  slug: string
  bio: string | null
  photo: Image | null
}

const writerFields = { name: true, slug: true, bio: true, photo: true } as const

const toWriter = (doc: Pick<Author, 'id' | keyof typeof writerFields>): Writer => ({
  id: doc.id,
  name: doc.name,
  slug: doc.slug,
  bio: doc.bio?.trim() || null,
  photo: toImage(doc.photo, 'profile'),
})

/** Profiles are read with access overridden (the account field is the staff's); `select` keeps them to the public fields. */
const findWriters = async (payload: Payload, where: Where, limit: number) => {
  const { docs } = await payload.find({
    collection: 'authors',
    where,
    select: writerFields,
    populate: { uploads: imageFields },
    limit,
    pagination: false,
    depth: 1,
  })
  return docs.map(toWriter)
}

/**
 * The site's own writer: the profile of the creator, the first admin account that has one. It
 * signs the posts that name no writer, and the analyses, which never name one.
 */
const readSiteWriter = async (payload: Payload): Promise<Writer | null> => {
  const admins = await payload.find({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    select: { role: true },
    sort: ['createdAt', 'id'],
    limit: 20,
    pagination: false,
    depth: 0,
  })
  const order = admins.docs.map((admin) => admin.id)
  if (order.length === 0) return null
  const { docs } = await payload.find({
    collection: 'authors',
    where: { account: { in: order } },
    select: { ...writerFields, account: true },
    populate: { uploads: imageFields, users: { role: true } },
    limit: order.length,
    pagination: false,
    depth: 1,
  })
  const accountOf = (doc: (typeof docs)[number]) => (typeof doc.account === 'object' && doc.account ? doc.account.id : doc.account)
  const first = order.map((id) => docs.find((doc) => accountOf(doc) === id)).find(Boolean)
  return first ? toWriter(first) : null
}

const readWriterBySlug = async (payload: Payload, slug: string): Promise<Writer | null> =>
  isSlug(slug) ? ((await findWriters(payload, { slug: { equals: slug } }, 1))[0] ?? null) : null

export const getSiteWriter = cachedRead('authors.site', readSiteWriter)

/** Who signs a post: the writer it names (by slug), else the site's own writer; null when neither exists. */
export const getPostWriter = cachedRead(
  'authors.ofPost',
  async (payload: Payload, authorSlug: string | null): Promise<Writer | null> =>
    (authorSlug ? await readWriterBySlug(payload, authorSlug) : null) ?? (await getSiteWriter(payload)),
)

/** What a writer's page lists: their published posts and, for the site's own writer, the analyses. */
export type WritingKind = 'post' | 'lyrics-analysis' | 'music-analysis'

export type Writing = {
  kind: WritingKind
  id: number
  slug: string
  title: string
  summary: string
  path: string
  cover: Image | null
  date: string
}

type Source = { kind: WritingKind; collection: 'posts' | 'lyrics-analyses' | 'music-analyses'; where: Where }

/** The collections a writer's writing is in, with what picks theirs out. */
const sourcesOf = async (payload: Payload, writer: Writer): Promise<Source[]> => {
  const site = (await getSiteWriter(payload))?.id === writer.id
  const posts: Source = {
    kind: 'post',
    collection: 'posts',
    where: site ? { or: [{ author: { equals: writer.id } }, { author: { exists: false } }] } : { author: { equals: writer.id } },
  }
  if (!site) return [posts]
  const { lyricsAnalysis } = await getFeatures(payload)
  return [
    posts,
    ...(lyricsAnalysis ? [{ kind: 'lyrics-analysis', collection: 'lyrics-analyses', where: {} } as const] : []),
    { kind: 'music-analysis', collection: 'music-analyses', where: {} },
  ]
}

type Entry = { source: Source; id: number; date: string }

const newer = (a: Entry, b: Entry) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1)

/**
 * Page `page` across several collections, newest first. Each is counted, then asked for its
 * newest entries up to the end of that page (ids and dates only); the lists are merged, and only
 * the page's own entries are loaded whole. A page past the end asks for nothing more.
 */
const pageOfEntries = async (payload: Payload, sources: Source[], page: number, perPage: number) => {
  const whereOf = (source: Source): Where => ({ and: [published, source.where] })
  const counts = await Promise.all(sources.map(async (source) => (await payload.count({ collection: source.collection, where: whereOf(source), overrideAccess: false })).totalDocs))
  const total = counts.reduce((sum, count) => sum + count, 0)
  if ((page - 1) * perPage >= total) return { total, entries: [] }
  const lists = await Promise.all(
    sources.map(async (source, i) => {
      if (counts[i] === 0) return []
      const { docs } = await payload.find({
        collection: source.collection,
        where: whereOf(source),
        select: { publishedAt: true, createdAt: true },
        sort: newestFirst,
        limit: Math.min(page * perPage, counts[i]),
        pagination: false,
        depth: 0,
        overrideAccess: false,
      })
      return docs.map((doc): Entry => ({ source, id: doc.id, date: doc.publishedAt ?? doc.createdAt }))
    }),
  )
  const entries = lists
    .flat()
    .sort(newer)
    .slice((page - 1) * perPage, page * perPage)
  return { total, entries }
}

const loadWritings = async (payload: Payload, source: Source, ids: number[]): Promise<Writing[]> => {
  if (ids.length === 0) return []
  const where: Where = { and: [published, { id: { in: ids } }] }
  const common = { where, populate: { uploads: imageFields }, pagination: false, depth: 1, overrideAccess: false } as const
  type Found = { id: number; slug: string; title: string; summary: string }
  const toWriting = (doc: Found, card: ReturnType<typeof cardFields>): Writing => ({
    kind: source.kind,
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    summary: doc.summary,
    path: addressOf(source.collection, doc.slug),
    ...card,
  })
  if (source.collection === 'music-analyses') {
    const { docs } = await payload.find({ collection: 'music-analyses', ...common, select: { title: true, slug: true, summary: true, thumbnail: true, publishedAt: true, createdAt: true } })
    return docs.map((doc) => toWriting(doc, cardFields({ ...doc, coverImage: doc.thumbnail })))
  }
  const select = { title: true, slug: true, summary: true, coverImage: true, publishedAt: true, createdAt: true } as const
  const { docs } =
    source.collection === 'posts'
      ? await payload.find({ collection: 'posts', ...common, select })
      : await payload.find({ collection: 'lyrics-analyses', ...common, select })
  return docs.map((doc) => toWriting(doc, cardFields(doc)))
}

const readWriting = async (payload: Payload, writer: Writer, page: number): Promise<Paged<Writing>> => {
  const { total, entries } = await pageOfEntries(payload, await sourcesOf(payload, writer), page, POSTS_PER_PAGE)
  const sources = [...new Set(entries.map((entry) => entry.source))]
  const idsFrom = (source: Source) => entries.filter((entry) => entry.source === source).map((entry) => entry.id)
  const loaded = (await Promise.all(sources.map((source) => loadWritings(payload, source, idsFrom(source))))).flat()
  const items = entries.flatMap((entry) => loaded.find((w) => w.kind === entry.source.kind && w.id === entry.id) ?? [])
  return { items, currentPage: page, totalPages: Math.max(1, Math.ceil(total / POSTS_PER_PAGE)) }
}

export type WriterPage = Paged<Writing> & { writer: Writer }

/** `/author/{slug}`: the writer and a page of their published writing, newest first; null for an unknown writer. */
export const getWriterPage = cachedRead(
  'authors.page',
  async (payload: Payload, slug: string, page: number = 1): Promise<WriterPage | null> => {
    const writer = await readWriterBySlug(payload, slug)
    return writer ? { writer, ...(await readWriting(payload, writer, page)) } : null
  },
  { keep: (result) => result !== null && existingPage(result) },
)

/** The writer at `slug` (metadata of their page), or null. */
export const getWriterBySlug = cachedRead('authors.bySlug', readWriterBySlug, { keep: found })

/**
 * The writers to list in the sitemap, with when their page last changed: those whose published
 * posts (`posts`, each with its writer's id or null) name them, and the site's own writer for the
 * posts that name no one.
 */
export const writersInSitemap = async (payload: Payload, posts: { author: number | null; updatedAt: string }[]): Promise<{ slug: string; updatedAt: string }[]> => {
  const site = posts.some((post) => post.author === null) ? await getSiteWriter(payload) : null
  const latest = new Map<number, string>()
  for (const post of posts) {
    const id = post.author ?? site?.id
    if (id !== undefined && (latest.get(id) ?? '') < post.updatedAt) latest.set(id, post.updatedAt)
  }
  if (latest.size === 0) return []
  const { docs } = await payload.find({
    collection: 'authors',
    where: { id: { in: [...latest.keys()] } },
    select: { slug: true, updatedAt: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return docs.map((writer) => ({ slug: writer.slug, updatedAt: [writer.updatedAt, latest.get(writer.id)!].sort().at(-1)! }))
}
