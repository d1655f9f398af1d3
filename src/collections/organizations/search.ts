import { addressOf } from '@/collections/addresses'
import { lexicalToLineMarkup } from '@/lib/content/lineMarkup'
import type { Organization } from '@/payload-types'
import { joinText } from '@/search/plainText'
import type { SearchDocument } from '@/search/searchIndex'

/**
 * What a published document gives the site's search: title (weight A), summary (B), body (C):
 * the analysis in its text form, as the API gives it.
 */
export const organizationDocument = (o: Organization): SearchDocument => ({
  title: o.name,
  summary: o.summary,
  body: joinText(lexicalToLineMarkup(o.content), o.spiritualConcerns, o.category, o.verdict, o.tags),
  url: addressOf('organizations', o.slug),
  publishedAt: o.publishedAt ?? null,
})
