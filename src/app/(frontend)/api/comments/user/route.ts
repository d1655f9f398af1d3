import { z } from 'zod'

import { listUserComments } from '@/collections/comments/data'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { userCommentShape } from '@/lib/openapi/shapes'

export const GET = route(
  {
    feature: 'comments',
    member: true,
    api: {
      summary: "The member's own comments with their status",
      tag: 'Comments',
      ok: { status: 200, schema: z.array(userCommentShape) },
    },
  },
  async ({ payload, user }) => json(await listUserComments(payload, user)),
)
