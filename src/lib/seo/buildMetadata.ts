import type { Metadata } from 'next'

import type { SeoDefaults } from '@/lib/data/seo'
import { serverUrl } from '@/lib/serverUrl'
import type { ShareImage } from './shareImage'
import { absoluteUrl } from './urls'

/** What a page says about itself; `buildMetadata` fills the rest from the site's defaults. */
export type PageSeo = {
  /** Omitted on the home page, which keeps the layout's default title (the site's name). */
  title?: string
  /** Falls back to the site's SEO description. */
  description?: string | null
  /** The page's own site path, e.g. "/blog/page/2"; it becomes the canonical URL. */
  path: string
  /** Falls back to the site's default share image. */
  image?: ShareImage | null
  article?: { publishedTime: string; modifiedTime?: string; section?: string; tags?: string[] }
}

/** The layout's "Page | Suffix" title: the creator's SEO title suffix, else the site title. */
export const titleTemplate = (siteTitle: string, titleSuffix?: string | null) => {
  // The creator may type the separator too ("| Renewed Mind"); the template adds its own.
  const suffix = titleSuffix?.trim().replace(/^[|–—-]\s*/, '') || siteTitle
  return { default: siteTitle, template: `%s | ${suffix}` }
}

export const buildMetadata = (page: PageSeo, defaults: SeoDefaults): Metadata => {
  const url = absoluteUrl(page.path)
  const title = page.title ?? defaults.siteTitle
  const description = page.description?.trim() || defaults.description || undefined
  const image = page.image ?? defaults.image
  const images = image ? [{ url: image.url, width: image.width, height: image.height, alt: image.alt }] : undefined
  const shared = { title, description, url, siteName: defaults.siteTitle, locale: 'en_US', images }
  return {
    ...(page.title ? { title: page.title } : {}),
    description,
    metadataBase: new URL(`${serverUrl()}/`),
    // The feed link lets readers' apps find /rss from any page.
    alternates: { canonical: url, types: { 'application/rss+xml': [{ url: absoluteUrl('/rss'), title: defaults.siteTitle }] } },
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
