import { serializeJsonLd, type JsonLdDocument } from '@/lib/seo/jsonLd'

/** Structured data for search engines; the text is escaped so it cannot end the script early. */
export function JsonLd({ data }: { data: JsonLdDocument }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
