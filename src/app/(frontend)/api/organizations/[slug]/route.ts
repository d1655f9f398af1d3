import { getOrganizationBySlug } from '@/collections/organizations/data'
import { json, notFound } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { organizationDetailShape } from '@/lib/openapi/shapes'

export const GET = route<{ slug: string }>(
  {
    feature: 'organizationAnalysis',
    shared: true,
    api: {
      summary: 'One organization',
      tag: 'Organizations',
      ok: { status: 200, schema: organizationDetailShape },
      answers: { 404: 'Organization not found' },
    },
  },
  async ({ payload, params }) => {
    const organization = await getOrganizationBySlug(payload, params.slug)
    if (!organization) return notFound('Organization not found')
    // The page's HTML stays on the site: the API gives the analysis in its text form.
    const { contentHtml: _html, ...documented } = organization
    return json(documented)
  },
)
