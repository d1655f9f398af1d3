import { z } from 'zod'

import { listOrganizationCategories } from '@/collections/organizations/data'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

export const GET = route(
  {
    feature: 'organizationAnalysis',
    shared: true,
    api: { summary: 'Organization categories', tag: 'Organizations', ok: { status: 200, schema: z.array(z.string()) } },
  },
  async ({ payload }) => json(await listOrganizationCategories(payload)),
)
