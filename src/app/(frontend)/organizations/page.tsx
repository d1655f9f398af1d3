import type { Metadata } from 'next'

import { OrganizationsView } from '@/components/organizations/OrganizationsView'
import { requireSection } from '@/lib/pages/requireSection'
import { payloadClient } from '@/lib/payload'
import { listMetadata } from '@/lib/seo/metadata'
import { ORGANIZATIONS_DESCRIPTION } from './description'

// The unfiltered list, cached like every public page; an address with filters is rewritten to
// ./%5Ffiltered (src/lib/filteredLists.ts), so this page never reads the query.
export const revalidate = 300

export const generateMetadata = async (): Promise<Metadata> =>
  listMetadata(await payloadClient(), { title: 'Organizations', description: ORGANIZATIONS_DESCRIPTION, basePath: '/organizations' })

export default async function OrganizationsPage() {
  const payload = await payloadClient()
  await requireSection(payload, 'organizations')
  return <OrganizationsView filters={{}} />
}
