/**
 * What link previews and search engines need beyond what pages show: the site's defaults
 * (name, description, share image) and a document's share image and last change.
 */
import type { Payload } from 'payload'

import { toShareImage, type ShareImage } from '@/lib/seo/shareImage'
import type { Upload } from '@/payload-types'
import { cachedRead, found } from './cache'
import { imageFields } from './images'
import { findPublishedBySlug, type PublishedCollection } from './published'
import { getSiteSettings } from './site'
import { isSlug } from './slugs'

export type SeoDefaults = {
  siteTitle: string
  /** The SEO setting "Added after each page title", if the creator set one. */
  titleSuffix: string | null
  description: string
  image: ShareImage | null
}

export const getSeoDefaults = async (payload: Payload): Promise<SeoDefaults> => {
  const s = await getSiteSettings(payload)
  const siteTitle = s.title || 'Renewed Mind'
  return {
    siteTitle,
    titleSuffix: s.seo?.titleSuffix ?? null,
    description: s.seo?.defaultDescription || s.description || '',
    image: toShareImage(s.seo?.ogImage),
  }
}

/**
 * What a document's page tells search engines and link previews beyond its own text: the
 * creator's SEO title and description (empty: the page's title and summary), the share image
 * (the SEO image, else the cover; none: the site's default) and the last change.
 */
export type DocumentSeo = {
  image: ShareImage | null
  updatedAt: string
  /** The whole <title> the creator wrote, or null. */
  title?: string | null
  description?: string | null
}

/** Where each type with pages keeps its cover, and whether it has the SEO fields (src/plugins.ts). */
const SEO_SOURCES = {
  posts: { cover: 'coverImage', meta: true },
  pages: { cover: null, meta: true },
  organizations: { cover: 'coverImage', meta: true },
  'lyrics-analyses': { cover: 'coverImage', meta: true },
  'music-analyses': { cover: 'thumbnail', meta: true },
  'media-items': { cover: 'coverImage', meta: false },
} as const satisfies Partial<Record<PublishedCollection, { cover: string | null; meta: boolean }>>

export type SharedCollection = keyof typeof SEO_SOURCES

type SeoDoc = {
  updatedAt: string
  coverImage?: Upload | number | null
  thumbnail?: Upload | number | null
  meta?: { title?: string | null; description?: string | null; image?: Upload | number | null } | null
}

/** A published document's SEO fields, share image and last change, or null (the page itself answers 404). */
export const getDocumentSeo = cachedRead(
  'site.documentSeo',
  async (payload: Payload, collection: SharedCollection, slug: string): Promise<DocumentSeo | null> => {
    const { cover, meta } = SEO_SOURCES[collection]
    const doc = (await findPublishedBySlug(payload, collection, slug, {
      select: { updatedAt: true, ...(cover ? { [cover]: true } : {}), ...(meta ? { meta: true } : {}) },
      populate: { uploads: imageFields },
    })) as SeoDoc | null
    if (!doc) return null
    return {
      image: toShareImage(doc.meta?.image) ?? (cover ? toShareImage(doc[cover]) : null),
      updatedAt: doc.updatedAt,
      title: doc.meta?.title?.trim() || null,
      description: doc.meta?.description?.trim() || null,
    }
  },
  { keep: found },
)

/** The creator's description of a category, for its page's meta description. */
export const getCategoryDescription = cachedRead(
  'categories.description',
  async (payload: Payload, slug: string): Promise<string | null> => {
    if (!isSlug(slug)) return null
    const { docs } = await payload.find({
      collection: 'categories',
      where: { slug: { equals: slug } },
      select: { description: true },
      limit: 1,
      pagination: false,
      depth: 0,
      overrideAccess: false,
    })
    return docs[0]?.description || null
  },
  { keep: found },
)
