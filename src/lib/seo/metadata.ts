/**
 * Next `Metadata` for a public page: title (the layout adds "| Site title"), description,
 * absolute canonical URL, OpenGraph and Twitter card. Pages call `pageMetadata`,
 * `listMetadata` or `postMetadata` from their `generateMetadata`.
 */
import type { Metadata } from 'next'
import type { Payload } from 'payload'

import { getDocumentSeo, getSeoDefaults, type SharedCollection } from '@/lib/data/seo'
import type { Post } from '@/collections/posts/data'
import { buildMetadata, type PageSeo } from './buildMetadata'
import { pagedPath } from './urls'
import { addressOf } from '@/collections/addresses'

export type { PageSeo } from './buildMetadata'

export const pageMetadata = async (payload: Payload, page: PageSeo): Promise<Metadata> => buildMetadata(page, await getSeoDefaults(payload))

/** A paginated list (home, blog, category): page 2 onwards is its own canonical page. */
export const listMetadata = (
  payload: Payload,
  {
    title,
    description,
    basePath,
    page = 1,
    feed,
  }: {
    title?: string
    description?: string | null
    basePath: string
    page?: number
    /** The list's own feed (a category's), announced besides the site's. */
    feed?: PageSeo['feed']
  },
): Promise<Metadata> =>
  pageMetadata(payload, {
    title: page > 1 ? `${title ?? 'Latest articles'} – Page ${page}` : title,
    description,
    path: pagedPath(basePath, page),
    feed,
  })

/**
 * A document with a page of its own (post, organization, analysis, media item), marked up as an
 * article: the creator's SEO title, description and image where set (src/plugins.ts), else its
 * title, summary and cover.
 */
export const documentMetadata = async (
  payload: Payload,
  collection: SharedCollection,
  doc: { slug: string; title: string; description: string; path: string; date: string; section?: string; tags?: string[] },
): Promise<Metadata> => {
  const [defaults, seo] = await Promise.all([getSeoDefaults(payload), getDocumentSeo(payload, collection, doc.slug)])
  return buildMetadata(
    {
      title: doc.title,
      metaTitle: seo?.title,
      description: seo?.description || doc.description,
      path: doc.path,
      image: seo?.image,
      article: { publishedTime: doc.date, modifiedTime: seo?.updatedAt, section: doc.section, tags: doc.tags },
    },
    defaults,
  )
}

/** A post: its cover as the share image, marked up as an article. */
export const postMetadata = (payload: Payload, post: Post): Promise<Metadata> =>
  documentMetadata(payload, 'posts', {
    slug: post.slug,
    title: post.title,
    description: post.summary,
    path: addressOf('posts', post.slug),
    date: post.date,
    section: post.category,
    tags: post.tags,
  })

/** A CMS page at /{slug} (about, privacy…): its SEO fields where set, else its title and description. */
export const sitePageMetadata = async (payload: Payload, page: { slug: string; title: string; description: string }): Promise<Metadata> => {
  const seo = await getDocumentSeo(payload, 'pages', page.slug)
  return pageMetadata(payload, {
    title: page.title,
    metaTitle: seo?.title,
    description: seo?.description || page.description,
    path: `/${page.slug}`,
    image: seo?.image,
  })
}

/** Not-found states keep their title but ask search engines not to index them. */
export const notFoundMetadata = (title: string): Metadata => ({ title, robots: { index: false } })
