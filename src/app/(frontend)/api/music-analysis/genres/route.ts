import { z } from 'zod'

import { listMusicGenres } from '@/collections/music-analyses/data'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

export const GET = route(
  { shared: true, api: { summary: 'Genre names', tag: 'Music analysis', ok: { status: 200, schema: z.array(z.string()) } } },
  async ({ payload }) => json(await listMusicGenres(payload)),
)
