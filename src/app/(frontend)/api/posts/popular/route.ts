import { z } from 'zod'

import { getPopularPosts } from '@/collections/posts/data'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { postShape } from '@/lib/openapi/shapes'

export const GET = route(
  { shared: true, api: { summary: 'Most viewed posts', tag: 'Posts', ok: { status: 200, schema: z.array(postShape) } } },
  async ({ payload }) => json(await getPopularPosts(payload)),
)
