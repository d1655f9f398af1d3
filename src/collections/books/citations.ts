import { addressOf } from '@/collections/addresses'
import type { Book } from '@/payload-types'
import { wholeDocument, type CitingSource } from '@/search/citations'

/**
 * Where a published reading-club book cites Scripture: what the creator wrote about it. Dated
 * when it was added (books have no publishing date).
 */
export const bookCitations = (b: Book): CitingSource[] =>
  wholeDocument(addressOf('books', b.slug), b.title, b.createdAt, b.summary, b.description, b.keyInsights?.map((k) => k.insight))
