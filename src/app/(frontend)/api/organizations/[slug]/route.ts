import { getOrganizationBySlug } from '@/lib/data/cached'
import { featureOff } from '@/lib/http/feature'
import { json, notFound } from '@/lib/http/responses'
import { params, route } from '@/lib/http/route'

type Context = { params: Promise<{ slug: string }> }

export const GET = route(async (_req, context: Context) => {
  const off = await featureOff('organizationAnalysis')
  if (off) return off
  const organization = await getOrganizationBySlug((await params(context)).slug)
  return organization ? json(organization) : notFound('Organization not found')
})
