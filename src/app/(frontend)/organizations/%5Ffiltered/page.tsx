import type { Metadata } from 'next'

import { OrganizationsView } from '@/components/organizations/OrganizationsView'
import { requireSection } from '@/lib/pages/requireSection'
import { payloadClient } from '@/lib/payload'
import { listMetadata } from '@/lib/seo/metadata'
import { readOrganizationFilters } from '@/lib/validation/organizationFilters'
import { ORGANIZATIONS_DESCRIPTION } from '../description'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/**
 * `/organizations?q=&category=&tag=`, rewritten here (src/lib/filteredLists.ts) and rendered per
 * request from its filters. Its canonical address is the list itself: a filtered view is a
 * variation of that page, and the canonical already tells search engines so (a noindex beside
 * it would send them two contradicting signals).
 */
export const generateMetadata = async (): Promise<Metadata> =>
  listMetadata(await payloadClient(), { title: 'Organizations', description: ORGANIZATIONS_DESCRIPTION, basePath: '/organizations' })

export default async function FilteredOrganizationsPage({ searchParams }: Props) {
  const payload = await payloadClient()
  await requireSection(payload, 'organizations')
  return <OrganizationsView filters={readOrganizationFilters(await searchParams)} />
}
