import type { Metadata } from 'next'

import { ReadingPlansView } from '@/components/readingPlans/ReadingPlansView'
import { requireSection } from '@/lib/pages/requireSection'
import { payloadClient } from '@/lib/payload'
import { listMetadata } from '@/lib/seo/metadata'
import { readReadingPlanFilters } from '@/lib/validation/readingPlanFilters'
import { READING_PLANS_DESCRIPTION } from '../description'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * `/reading-plans?theme=&topic=&duration=`, rewritten here (src/lib/filteredLists.ts) and
 * rendered per request from its filters. Its canonical address is the list itself, as for the
 * other filtered lists: a filtered view is a variation of that page (no noindex beside it, which
 * would contradict the canonical).
 */
export const generateMetadata = async (): Promise<Metadata> =>
  listMetadata(await payloadClient(), { title: 'Reading Plans', description: READING_PLANS_DESCRIPTION, basePath: '/reading-plans' })

export default async function FilteredReadingPlansPage({ searchParams }: Props) {
  const payload = await payloadClient()
  await requireSection(payload, 'reading-plans')
  return <ReadingPlansView filters={readReadingPlanFilters(await searchParams)} />
}
