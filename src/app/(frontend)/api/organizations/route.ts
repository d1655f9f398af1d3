import { z } from 'zod'

import { listOrganizations } from '@/collections/organizations/data'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { organizationShape } from '@/lib/openapi/shapes'
import { readOrganizationFilters } from '@/lib/validation/organizationFilters'

/** `?q=&category=&tag=` as on the list page; a bad value is ignored, an unknown one finds nothing. */
export const GET = route(
  {
    feature: 'organizationAnalysis',
    shared: true,
    api: {
      summary: 'Published organizations, newest first; the filters combine',
      tag: 'Organizations',
      query: [
        { name: 'q', description: 'Search text, case-insensitive, in the name, the summary or any tag (up to 100 characters)' },
        { name: 'category', description: 'One category, exactly; "all" means any category' },
        { name: 'tag', description: 'One tag, exactly' },
      ],
      ok: { status: 200, schema: z.array(organizationShape) },
    },
  },
  async ({ payload, req }) => json(await listOrganizations(payload, readOrganizationFilters(new URL(req.url).searchParams))),
)
