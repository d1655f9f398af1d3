import { addressOf } from '@/collections/addresses'
import type { Post } from '@/payload-types'
import { lexicalPlainText } from '@/search/plainText'
import type { SearchDocument } from '@/search/searchIndex'

/** What a published post gives the site's search: title (weight A), summary (B), body (C). */
export const postDocument = (p: Post): SearchDocument => ({
  title: p.title,
  summary: p.summary,
  body: lexicalPlainText(p.content),
  url: addressOf('posts', p.slug),
  publishedAt: p.publishedAt ?? null,
})
