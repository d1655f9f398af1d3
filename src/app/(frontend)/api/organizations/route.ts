import { listOrganizations } from '@/lib/data/organizations'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { readOrganizationFilters } from '@/lib/validation/organizationFilters'

/** `?q=&category=&tag=` as on the list page; a bad value is ignored, an unknown one finds nothing. */
export const GET = route({ feature: 'organizationAnalysis', shared: true }, async ({ req }) =>
  json(await listOrganizations(readOrganizationFilters(new URL(req.url).searchParams))),
)
