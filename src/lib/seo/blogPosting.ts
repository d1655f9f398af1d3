import type { Post } from '@/collections/posts/data'
import type { DocumentSeo, SeoDefaults } from '@/lib/data/seo'
import type { JsonLdDocument } from './jsonLd'
import { absoluteUrl } from './urls'
import { addressOf } from '@/collections/addresses'

/** The writer a byline names, as structured data needs it. */
type Signed = { name: string; slug: string }

/**
 * schema.org BlogPosting for a post page: the writer who signs it (a Person with their page) is
 * its author, else the site itself; the site is always the publisher.
 */
export const blogPostingJsonLd = (post: Post, seo: DocumentSeo | null, defaults: SeoDefaults, writer: Signed | null = null): JsonLdDocument => {
  const url = absoluteUrl(addressOf('posts', post.slug))
  const site = { '@type': 'Organization', name: defaults.siteTitle, url: absoluteUrl('/') }
  const image = seo?.image
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: post.date,
    dateModified: seo?.updatedAt ?? post.date,
    image: image ? { '@type': 'ImageObject', url: image.url, width: image.width, height: image.height } : undefined,
    articleSection: post.category || undefined,
    keywords: post.tags.length > 0 ? post.tags.join(', ') : undefined,
    timeRequired: `PT${post.readingTime}M`,
    author: writer ? { '@type': 'Person', name: writer.name, url: absoluteUrl(addressOf('authors', writer.slug)) } : site,
    publisher: site,
  }
}
