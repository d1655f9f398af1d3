import type { Post } from '@/payload-types'
import { lyricsDocument } from '@/collections/lyrics-analyses/search'
import { mediaDocument } from '@/collections/media-items/search'
import { musicDocument } from '@/collections/music-analyses/search'
import { organizationDocument } from '@/collections/organizations/search'
import { addressOf } from '@/collections/addresses'
import { CONTENT_TYPES, SEARCHABLE, type Searchable } from '@/collections/registry'
import { lexicalPlainText } from './plainText'
import type { Indexer, SearchDocument } from './searchIndex'

/** What a published post gives the site's search: title (weight A), summary (B), body (C). */
export const postDocument = (p: Post): SearchDocument => ({
  title: p.title,
  summary: p.summary,
  body: lexicalPlainText(p.content),
  url: addressOf('posts', p.slug),
  publishedAt: p.publishedAt ?? null,
})

/** How each searchable type (src/collections/registry.ts) becomes a search document. */
const TO_DOCUMENT: { [S in Searchable]: Indexer['toDocument'] } = {
  posts: postDocument,
  organizations: organizationDocument,
  'lyrics-analyses': lyricsDocument,
  'music-analyses': musicDocument,
  'media-items': mediaDocument,
}

export const searchIndexers: Indexer[] = SEARCHABLE.map((collection) => ({ kind: CONTENT_TYPES[collection].search, collection, toDocument: TO_DOCUMENT[collection] }))
