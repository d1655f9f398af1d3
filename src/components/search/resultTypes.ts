import type { SearchKind } from '@/search/searchIndex'

/** How each kind of search result is labelled on the results page. */
export const RESULT_TYPE_LABEL: Record<SearchKind, string> = {
  post: 'Article',
  organization: 'Organization',
  'lyrics-analysis': 'Lyrics analysis',
  'music-analysis': 'Music analysis',
  media: 'Media',
}
