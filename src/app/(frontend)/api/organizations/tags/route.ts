import { listOrganizationTags } from '@/lib/data/cached'
import { featureOff } from '@/lib/http/feature'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

export const GET = route(async () => {
  const off = await featureOff('organizationAnalysis')
  if (off) return off
  return json(await listOrganizationTags())
})
