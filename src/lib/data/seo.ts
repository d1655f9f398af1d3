/**
 * What link previews and search engines need beyond what pages show: the site's defaults
 * (name, description, share image) and a document's share image and last change.
 */
import { payloadClient } from '@/lib/payload'
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

export const getSeoDefaults = async (): Promise<SeoDefaults> => {
  const s = await getSiteSettings()
  const siteTitle = s.title || 'Renewed Mind'
  return {
    siteTitle,
    titleSuffix: s.seo?.titleSuffix ?? null,
    description: s.seo?.defaultDescription || s.description || '',
    image: toShareImage(s.seo?.ogImage),
  }
}

export type DocumentSeo = { image: ShareImage | null; updatedAt: string }

/** Where each type with pages keeps the picture its link previews show. */
const SHARE_IMAGE_FIELD = {
  posts: 'coverImage',
  organizations: 'coverImage',
  'lyrics-analyses': 'coverImage',
  'media-items': 'coverImage',
  'music-analyses': 'thumbnail',
} as const satisfies Partial<Record<PublishedCollection, string>>

export type SharedCollection = keyof typeof SHARE_IMAGE_FIELD

/** A published document's share image and last change, or null (the page itself answers 404). */
export const getDocumentSeo = cachedRead(
  'site.documentSeo',
  async (collection: SharedCollection, slug: string): Promise<DocumentSeo | null> => {
    const field = SHARE_IMAGE_FIELD[collection]
    const doc = (await findPublishedBySlug(collection, slug, {
      select: { [field]: true, updatedAt: true },
      populate: { uploads: imageFields },
    })) as { updatedAt: string; coverImage?: Upload | number | null; thumbnail?: Upload | number | null } | null
    return doc ? { image: toShareImage(doc[field]), updatedAt: doc.updatedAt } : null
  },
  { keep: found },
)

/** The creator's description of a category, for its page's meta description. */
export const getCategoryDescription = cachedRead(
  'categories.description',
  async (slug: string): Promise<string | null> => {
    if (!isSlug(slug)) return null
    const payload = await payloadClient()
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
