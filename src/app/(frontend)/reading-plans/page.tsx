import type { Metadata } from 'next'

import { ReadingPlansView } from '@/components/readingPlans/ReadingPlansView'
import { requireSection } from '@/lib/pages/requireSection'
import { payloadClient } from '@/lib/payload'
import { listMetadata } from '@/lib/seo/metadata'
import { READING_PLANS_DESCRIPTION } from './description'

// The unfiltered list, cached like every public page; an address with filters is rewritten to
// ./%5Ffiltered (src/lib/filteredLists.ts), so this page never reads the query.
export const revalidate = 300

export const generateMetadata = async (): Promise<Metadata> =>
  listMetadata(await payloadClient(), { title: 'Reading Plans', description: READING_PLANS_DESCRIPTION, basePath: '/reading-plans' })

export default async function ReadingPlansPage() {
  const payload = await payloadClient()
  await requireSection(payload, 'reading-plans')
  return <ReadingPlansView filters={{}} />
}
