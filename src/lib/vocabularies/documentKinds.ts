import type { CitingKind } from '@/collections/registry'

/** How each kind of document is named to readers, beside its title (search results, passage pages). */
export const DOCUMENT_KIND_LABEL: Record<CitingKind, string> = {
  post: 'Article',
  organization: 'Organization',
  'lyrics-analysis': 'Lyrics analysis',
  'music-analysis': 'Music analysis',
  media: 'Media',
  'reading-plan': 'Reading plan',
  book: 'Book',
}
