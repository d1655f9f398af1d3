import type { SeoDefaults } from '@/lib/data/seo'
import type { JsonLdDocument } from './jsonLd'
import type { ShareImage } from './shareImage'
import { absoluteUrl } from './urls'

/** What was evaluated, as schema.org names it: an Organization, a MusicRecording, a Movie, a CreativeWork. */
export type Reviewed = { type: string; name: string; [property: string]: string | undefined }

type Review = {
  path: string
  headline: string
  summary: string
  /** The verdict as the page shows it ("Use Biblical Discernment"). */
  verdict: string
  date: string
  modified?: string
  image?: ShareImage | null
  item: Reviewed
}

/**
 * schema.org Review for an evaluation page: the verdict is the review's text verdict
 * (`reviewBody` opens with it), not a star rating, since the site gives none. The site is the
 * author and publisher, as on the posts.
 */
export const reviewJsonLd = (review: Review, defaults: SeoDefaults): JsonLdDocument => {
  const url = absoluteUrl(review.path)
  const site = { '@type': 'Organization', name: defaults.siteTitle, url: absoluteUrl('/') }
  const { type, ...item } = review.item
  return {
    '@context': 'https://schema.org',
    '@type': 'Review',
    name: review.headline,
    headline: review.headline,
    description: review.summary,
    reviewBody: `${review.verdict}. ${review.summary}`,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: review.date,
    dateModified: review.modified ?? review.date,
    image: review.image ? { '@type': 'ImageObject', url: review.image.url, width: review.image.width, height: review.image.height } : undefined,
    itemReviewed: { '@type': type, ...item },
    author: site,
    publisher: site,
  }
}
