import { z } from 'zod'

import { listCategories } from '@/collections/categories/data'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { categoryShape } from '@/lib/openapi/shapes'

export const GET = route(
  {
    shared: true,
    api: { summary: 'Categories with their number of published posts', tag: 'Posts', ok: { status: 200, schema: z.array(categoryShape) } },
  },
  async ({ payload }) => json(await listCategories(payload)),
)
