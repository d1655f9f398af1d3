import { bookCitations } from '@/collections/books/citations'
import { lyricsCitations } from '@/collections/lyrics-analyses/citations'
import { mediaCitations } from '@/collections/media-items/citations'
import { musicCitations } from '@/collections/music-analyses/citations'
import { organizationCitations } from '@/collections/organizations/citations'
import { postCitations } from '@/collections/posts/citations'
import { readingPlanCitations } from '@/collections/reading-plans/citations'
import { CITING, CONTENT_TYPES, type Citing } from '@/collections/registry'
import type { Citer } from './citations'

/** What each citing type (src/collections/registry.ts) gives to read for references. */
const TO_SOURCES: { [C in Citing]: Citer['toSources'] } = {
  posts: postCitations,
  organizations: organizationCitations,
  'lyrics-analyses': lyricsCitations,
  'music-analyses': musicCitations,
  'media-items': mediaCitations,
  'reading-plans': readingPlanCitations,
  books: bookCitations,
}

export const citers: Citer[] = CITING.map((collection) => ({ kind: CONTENT_TYPES[collection].citations, collection, toSources: TO_SOURCES[collection] }))
