import { z } from 'zod'

import { listFavorites } from '@/collections/favorites/data'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { favoriteShape } from '@/lib/openapi/shapes'

export const GET = route(
  { member: true, api: { summary: "The member's saved posts", tag: 'Favorites', ok: { status: 200, schema: z.array(favoriteShape) } } },
  async ({ payload, user }) => json(await listFavorites(payload, user)),
)
