import { addressOf } from '@/collections/addresses'
import type { Post } from '@/payload-types'
import { citableRichText, wholeDocument, type CitingSource } from '@/search/citations'

/** Where a published post cites Scripture: its title, summary and text. */
export const postCitations = (p: Post): CitingSource[] =>
  wholeDocument(addressOf('posts', p.slug), p.title, p.publishedAt, p.summary, citableRichText(p.content))
