import { getOrganizationBySlug } from '@/lib/data/organizations'
import { json, notFound } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

export const GET = route<{ slug: string }>({ feature: 'organizationAnalysis', shared: true }, async ({ params }) => {
  const organization = await getOrganizationBySlug(params.slug)
  return organization ? json(organization) : notFound('Organization not found')
})
