/**
 * What link previews and search engines need beyond what pages show: the site's defaults
 * (name, description, share image) and a post's share image and last change.
 */
import { cache } from 'react'

import { payloadClient } from '@/lib/payload'
import { toShareImage, type ShareImage } from '@/lib/seo/shareImage'
import { imageFields } from './images'
import { publishedAt } from './queries'
import { isSlug } from './slugs'

export type SeoDefaults = {
  siteTitle: string
  /** The SEO setting "Added after each page title", if the creator set one. */
  titleSuffix: string | null
  description: string
  image: ShareImage | null
}

// React's cache: the layout's and the page's metadata read the settings once per render.
export const getSeoDefaults = cache(async (): Promise<SeoDefaults> => {
  const payload = await payloadClient()
  const s = await payload.findGlobal({
    slug: 'site-settings',
    select: { title: true, description: true, seo: true },
    populate: { uploads: imageFields },
    depth: 1,
  })
  const siteTitle = s.title || 'Renewed Mind'
  return {
    siteTitle,
    titleSuffix: s.seo?.titleSuffix ?? null,
    description: s.seo?.defaultDescription || s.description || '',
    image: toShareImage(s.seo?.ogImage),
  }
})

export type PostSeo = { image: ShareImage | null; updatedAt: string }

/** A published post's share image and last change, or null (the page itself answers 404). */
export const getPostSeo = cache(async (slug: string): Promise<PostSeo | null> => {
  if (!isSlug(slug)) return null
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'posts',
    where: publishedAt(slug),
    select: { coverImage: true, updatedAt: true },
    populate: { uploads: imageFields },
    depth: 1,
    limit: 1,
    pagination: false,
    overrideAccess: false,
  })
  const doc = docs[0]
  return doc ? { image: toShareImage(doc.coverImage), updatedAt: doc.updatedAt } : null
})

/** The creator's description of a category, for its page's meta description. */
export const getCategoryDescription = cache(async (slug: string): Promise<string | null> => {
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
})
