/**
 * The reads every published content type repeats: what "published" means, newest first, one
 * document by slug, a page of a list, every document, and the card fields (cover, date,
 * reading time) that each type's mapper shares. Data modules build on these; pages never do.
 */
import type { CollectionSlug, DataFromCollectionSlug, PaginatedDocs, Payload, PopulateType, Where } from 'payload'

import type { Upload } from '@/payload-types'
import { imageFields, toImage, type Image, type ImageUse } from './images'
import { toPaged, type Paged } from './paged'
import { isSlug } from './slugs'

/** Collections with drafts whose published documents the public reads. */
export type PublishedCollection = Extract<
  CollectionSlug,
  'posts' | 'pages' | 'organizations' | 'lyrics-analyses' | 'music-analyses' | 'media-items' | 'books' | 'playlists' | 'reading-plans' | 'podcast-episodes'
>

export const published: Where = { _status: { equals: 'published' } }

/** The published document at `slug` (drafts read as absent). */
const publishedAt = (slug: string): Where => ({ and: [published, { slug: { equals: slug } }] })

// The id breaks ties between documents published at the same instant, so pages never overlap.
export const newestFirst = ['-publishedAt', '-id']

/** Uploads bring only what `toImage` reads; add the relations a type shows. */
export const withImages: PopulateType = { uploads: imageFields }

type Query = {
  /** Narrows the published documents further. */
  where?: Where
  /** Only these fields (lists leave out the heavy ones). */
  select?: Record<string, true>
  populate?: PopulateType
  sort?: string[]
}

type Doc<C extends PublishedCollection> = DataFromCollectionSlug<C>

const whereFor = (where?: Where): Where => (where ? { and: [published, where] } : published)

/** One published document by slug with its relations one level deep, or null (an odd slug never reaches the database). */
export const findPublishedBySlug = async <C extends PublishedCollection>(
  payload: Payload,
  collection: C,
  slug: string,
  { select, populate = withImages }: Omit<Query, 'where' | 'sort'> = {},
): Promise<Doc<C> | null> => {
  if (!isSlug(slug)) return null
  const { docs } = await payload.find({
    collection,
    where: publishedAt(slug),
    ...(select ? { select } : {}),
    populate,
    limit: 1,
    pagination: false,
    depth: 1,
    overrideAccess: false,
  })
  return (docs[0] as Doc<C> | undefined) ?? null
}

/** Every published document (for small collections read whole), newest first by default. */
export const findAllPublished = async <C extends PublishedCollection>(
  payload: Payload,
  collection: C,
  { where, select, populate = withImages, sort = newestFirst }: Query = {},
): Promise<Doc<C>[]> => {
  const { docs } = await payload.find({
    collection,
    where: whereFor(where),
    ...(select ? { select } : {}),
    populate,
    sort,
    pagination: false,
    depth: 1,
    overrideAccess: false,
  })
  return docs as Doc<C>[]
}

/** How many published documents match. */
const countPublished = async (payload: Payload, collection: PublishedCollection, where?: Where): Promise<number> => {
  return (await payload.count({ collection, where: whereFor(where), overrideAccess: false })).totalDocs
}

/** Page `page` of the published documents, `perPage` at a time, as the documented paged list. */
export const listPublishedPage = async <C extends PublishedCollection, T>(
  payload: Payload,
  collection: C,
  { page, perPage, map, where, select, populate = withImages, sort = newestFirst }: Query & { page: number; perPage: number; map: (doc: Doc<C>) => T },
): Promise<Paged<T>> => {
  const result = (await payload.find({
    collection,
    where: whereFor(where),
    ...(select ? { select } : {}),
    populate,
    sort,
    page,
    limit: perPage,
    depth: 1,
    overrideAccess: false,
  })) as PaginatedDocs<Doc<C>>
  return toPaged(result, page, perPage, map, () => countPublished(payload, collection, where))
}

/** The fields every card shares, from any published document that has them. */
type Carded = { coverImage?: number | Upload | null; publishedAt?: string | null; createdAt: string }

export type CardFields = { coverImage: string | null; cover: Image | null; date: string }

/** The cover (as the API's URL and as the page's image) and the date a card shows. */
export const cardFields = (doc: Carded, use: ImageUse = 'card'): CardFields => {
  const cover = toImage(doc.coverImage, use)
  return { coverImage: cover?.url ?? null, cover, date: doc.publishedAt ?? doc.createdAt }
}
