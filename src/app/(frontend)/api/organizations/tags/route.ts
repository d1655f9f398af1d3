import { listOrganizationTags } from '@/lib/data/organizations'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

export const GET = route({ feature: 'organizationAnalysis', shared: true }, async () => json(await listOrganizationTags()))
