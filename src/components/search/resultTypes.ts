import type { SearchKind } from '@/search/searchIndex'
import { DOCUMENT_KIND_LABEL } from '@/lib/vocabularies/documentKinds'

/** How each kind of search result is labelled on the results page. */
export const RESULT_TYPE_LABEL: Record<SearchKind, string> = DOCUMENT_KIND_LABEL
