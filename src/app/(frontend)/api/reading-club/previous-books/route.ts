import { z } from 'zod'

import { listPreviousBooks } from '@/collections/books/data'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { bookShape } from '@/lib/openapi/shapes'

export const GET = route(
  {
    feature: 'readingClub',
    shared: true,
    api: { summary: 'Earlier selections', tag: 'Reading club', ok: { status: 200, schema: z.array(bookShape) } },
  },
  async ({ payload }) => json(await listPreviousBooks(payload)),
)
