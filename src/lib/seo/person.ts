import type { Writer } from '@/collections/authors/data'
import type { JsonLdDocument } from './jsonLd'
import { absoluteUrl } from './urls'
import { addressOf } from '@/collections/addresses'

/** schema.org Person for a writer's page: name, bio, photo and the page's own address. */
export const personJsonLd = (writer: Writer): JsonLdDocument => ({
  '@context': 'https://schema.org',
  '@type': 'Person',
  name: writer.name,
  description: writer.bio ?? undefined,
  image: writer.photo ? absoluteUrl(writer.photo.url) : undefined,
  url: absoluteUrl(addressOf('authors', writer.slug)),
})
