import { z } from 'zod'

import { databaseReachable } from '@/lib/data/health'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

// While the server drains after SIGTERM, src/server/main.ts answers 503 before this runs.
export const GET = route(
  {
    api: {
      summary: 'Whether this instance can serve: 200 when its database answers (for the proxy and health checks)',
      tag: 'Operations',
      ok: { status: 200, schema: z.object({ status: z.literal('ok') }) },
      answers: { 503: 'The database is not answering, or the instance is shutting down' },
    },
  },
  async ({ payload }) => {
    const headers = { 'cache-control': 'no-store' }
    return (await databaseReachable(payload))
      ? json({ status: 'ok' }, { headers })
      : json({ status: 'unavailable', message: 'The database is not answering.' }, { status: 503, headers })
  },
)
