import Link from 'next/link'

import { OrganizationCategoryBadge, OrganizationVerdictBadge } from '@/components/badges/OrganizationBadges'
import { Card, CardLabels, CardSummary, CardTitle, type ImageLoading } from '@/components/cards/Card'
import type { Organization } from '@/collections/organizations/data'
import { longDate } from '@/lib/format'
import { addressOf } from '@/collections/addresses'

/** An organization card shows its first 3 tags and counts the rest as "+N". */
const TAGS_SHOWN = 3

/**
 * An organization in the list. The name's link covers the card; the "Read Analysis" link repeats
 * it for the eye only (hidden from assistive technology, out of the tab order).
 */
export function OrganizationCard({ organization: org, imageLoading }: { organization: Organization; imageLoading?: ImageLoading }) {
  const href = addressOf('organizations', org.slug)
  return (
    <Card cover={org.cover} imageLoading={imageLoading}>
      <div className="flex flex-wrap gap-2">
        <OrganizationCategoryBadge category={org.category} />
        <OrganizationVerdictBadge verdict={org.verdict} />
      </div>
      <CardTitle href={href}>{org.name}</CardTitle>
      <CardSummary text={org.summary} />
      <CardLabels labels={org.tags} shown={TAGS_SHOWN} name="Tags" />
      <div className="mt-auto flex items-center justify-between gap-3 pt-4 text-xs text-stone-600">
        <time dateTime={org.date}>{longDate(org.date)}</time>
        <Link href={href} aria-hidden="true" tabIndex={-1} className="font-semibold text-amber-900 group-hover:underline">
          Read Analysis <span aria-hidden="true">→</span>
        </Link>
      </div>
    </Card>
  )
}
