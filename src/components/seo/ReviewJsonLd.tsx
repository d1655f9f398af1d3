import { getDocumentSeo, getSeoDefaults, type SharedCollection } from '@/lib/data/seo'
import { payloadClient } from '@/lib/payload'
import { reviewJsonLd, type Reviewed } from '@/lib/seo/review'
import { JsonLd } from './JsonLd'

type Props = {
  collection: SharedCollection
  slug: string
  path: string
  headline: string
  summary: string
  verdict: string
  date: string
  item: Reviewed
}

/** An evaluation's Review structured data (shares its reads with the page's metadata). */
export async function ReviewJsonLd({ collection, slug, ...review }: Props) {
  const payload = await payloadClient()
  const [defaults, seo] = await Promise.all([getSeoDefaults(payload), getDocumentSeo(payload, collection, slug)])
  return <JsonLd data={reviewJsonLd({ ...review, modified: seo?.updatedAt, image: seo?.image }, defaults)} />
}
