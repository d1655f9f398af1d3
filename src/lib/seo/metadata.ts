/**
 * Next `Metadata` for a public page: title (the layout adds "| Site title"), description,
 * absolute canonical URL, OpenGraph and Twitter card. Pages call `pageMetadata`,
 * `listMetadata` or `postMetadata` from their `generateMetadata`.
 */
import type { Metadata } from 'next'

import { getPostSeo, getSeoDefaults } from '@/lib/data/seo'
import type { Post } from '@/lib/data/posts'
import { buildMetadata, type PageSeo } from './buildMetadata'
import { pagedPath } from './urls'

export type { PageSeo } from './buildMetadata'

export const pageMetadata = async (page: PageSeo): Promise<Metadata> => buildMetadata(page, await getSeoDefaults())

/** A paginated list (home, blog, category): page 2 onwards is its own canonical page. */
export const listMetadata = ({
  title,
  description,
  basePath,
  page = 1,
}: {
  title?: string
  description?: string | null
  basePath: string
  page?: number
}): Promise<Metadata> =>
  pageMetadata({
    title: page > 1 ? `${title ?? 'Latest articles'} – Page ${page}` : title,
    description,
    path: pagedPath(basePath, page),
  })

/** A post: its cover as the share image, marked up as an article. */
export const postMetadata = async (post: Post): Promise<Metadata> => {
  const [defaults, seo] = await Promise.all([getSeoDefaults(), getPostSeo(post.slug)])
  return buildMetadata(
    {
      title: post.title,
      description: post.summary,
      path: `/blog/${post.slug}`,
      image: seo?.image,
      article: { publishedTime: post.date, modifiedTime: seo?.updatedAt, section: post.category, tags: post.tags },
    },
    defaults,
  )
}

/** Not-found states keep their title but ask search engines not to index them. */
export const notFoundMetadata = (title: string): Metadata => ({ title, robots: { index: false } })
