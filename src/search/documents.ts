import { lyricsDocument } from '@/collections/lyrics-analyses/search'
import { mediaDocument } from '@/collections/media-items/search'
import { musicDocument } from '@/collections/music-analyses/search'
import { organizationDocument } from '@/collections/organizations/search'
import { postDocument } from '@/collections/posts/search'
import { CONTENT_TYPES, SEARCHABLE, type Searchable } from '@/collections/registry'
import type { Indexer } from './searchIndex'

/** How each searchable type (src/collections/registry.ts) becomes a search document. */
const TO_DOCUMENT: { [S in Searchable]: Indexer['toDocument'] } = {
  posts: postDocument,
  organizations: organizationDocument,
  'lyrics-analyses': lyricsDocument,
  'music-analyses': musicDocument,
  'media-items': mediaDocument,
}

export const searchIndexers: Indexer[] = SEARCHABLE.map((collection) => ({ kind: CONTENT_TYPES[collection].search, collection, toDocument: TO_DOCUMENT[collection] }))
