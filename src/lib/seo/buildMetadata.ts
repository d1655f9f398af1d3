import type { Metadata } from 'next'

import type { SeoDefaults } from '@/lib/data/seo'
import { serverUrl } from '@/lib/serverUrl'
import { feedAlternates, partFeedTitle, type FeedLink } from './feeds'
import type { ShareImage } from './shareImage'
import { absoluteUrl } from './urls'

/** What a page says about itself; `buildMetadata` fills the rest from the site's defaults. */
export type PageSeo = {
  /** Omitted on the home page, which keeps the layout's default title (the site's name). */
  title?: string
  /**
   * The creator's own search-engine title for the document (its SEO fields), used whole in
   * place of "title | suffix" and in link previews; empty means `title`.
   */
  metaTitle?: string | null
  /** Falls back to the site's SEO description. */
  description?: string | null
  /** The page's own site path, e.g. "/blog/page/2"; it becomes the canonical URL. */
  path: string
  /** Falls back to the site's default share image. */
  image?: ShareImage | null
  article?: { publishedTime: string; modifiedTime?: string; section?: string; tags?: string[] }
  /** The page's own feed (a category's): the page it follows and that part's name. Announced after the site's. */
  feed?: { page: string; name: string }
}

/** What ends page titles: the creator's SEO title suffix, else the site title. */
export const titleSuffixOf = (siteTitle: string, titleSuffix?: string | null): string =>
  // The creator may type the separator too ("| Renewed Mind"); the titles add their own.
  titleSuffix?.trim().replace(/^[|–—-]\s*/, '') || siteTitle

/** The layout's "Page | Suffix" title. */
export const titleTemplate = (siteTitle: string, titleSuffix?: string | null) => ({
  default: siteTitle,
  template: `%s | ${titleSuffixOf(siteTitle, titleSuffix)}`,
})

/** The whole site's feeds, as every page announces them. */
export const siteFeed = (defaults: Pick<SeoDefaults, 'siteTitle'>): FeedLink => ({ page: '/', title: defaults.siteTitle })

export const buildMetadata = (page: PageSeo, defaults: SeoDefaults): Metadata => {
  const url = absoluteUrl(page.path)
  const metaTitle = page.metaTitle?.trim()
  const title = metaTitle || (page.title ?? defaults.siteTitle)
  const description = page.description?.trim() || defaults.description || undefined
  const image = page.image ?? defaults.image
  const images = image ? [{ url: image.url, width: image.width, height: image.height, alt: image.alt }] : undefined
  const shared = { title, description, url, siteName: defaults.siteTitle, locale: 'en_US', images }
  return {
    ...(metaTitle ? { title: { absolute: metaTitle } } : page.title ? { title: page.title } : {}),
    description,
    metadataBase: new URL(`${serverUrl()}/`),
    // The feed links let readers' apps find the feeds from any page.
    alternates: {
      canonical: url,
      types: feedAlternates([
        siteFeed(defaults),
        ...(page.feed ? [{ page: page.feed.page, title: partFeedTitle(page.feed.name, defaults.siteTitle) }] : []),
      ]),
    },
    openGraph: page.article
      ? {
          ...shared,
          type: 'article',
          publishedTime: page.article.publishedTime,
          modifiedTime: page.article.modifiedTime,
          section: page.article.section || undefined,
          tags: page.article.tags,
        }
      : { ...shared, type: 'website' },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title,
      description,
      images: image ? [{ url: image.url, alt: image.alt }] : undefined,
    },
  }
}
