import { addressOf } from '@/collections/addresses'
import type { Organization } from '@/payload-types'
import { citableRichText, wholeDocument, type CitingSource } from '@/search/citations'

/** Where a published organization analysis cites Scripture: everything the creator wrote in it. */
export const organizationCitations = (o: Organization): CitingSource[] =>
  wholeDocument(
    addressOf('organizations', o.slug),
    o.name,
    o.publishedAt,
    o.summary,
    citableRichText(o.content),
    o.spiritualConcerns,
    o.scriptureReferences,
    o.sources,
  )
