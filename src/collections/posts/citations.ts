import { addressOf } from '@/collections/addresses'
import { lexicalToLineMarkup } from '@/lib/content/lineMarkup'
import type { Post } from '@/payload-types'
import { wholeDocument, type CitingSource } from '@/search/citations'

/** Where a published post cites Scripture: its title, summary and text. */
export const postCitations = (p: Post): CitingSource[] =>
  wholeDocument(addressOf('posts', p.slug), p.title, p.publishedAt, p.summary, lexicalToLineMarkup(p.content))
