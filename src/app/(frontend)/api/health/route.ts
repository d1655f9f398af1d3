import { databaseReachable } from '@/lib/data/health'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

// While the server drains after SIGTERM, src/server/main.ts answers 503 before this runs.
export const GET = route({}, async () => {
  const headers = { 'cache-control': 'no-store' }
  return (await databaseReachable())
    ? json({ status: 'ok' }, { headers })
    : json({ status: 'unavailable', message: 'The database is not answering.' }, { status: 503, headers })
})
