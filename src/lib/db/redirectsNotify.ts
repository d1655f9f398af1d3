import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { REDIRECTS_CHANNEL } from '@/lib/redirects/table'
import { drizzleFor } from './sql'

/**
 * Tells every HTTP server to reload its redirects (src/server/redirects.ts). SQL because it is
 * PostgreSQL's NOTIFY, which Payload has no API for. Sent on the operation's transaction, so
 * PostgreSQL delivers it when the change commits (and never for one rolled back). `about` (a
 * redirect's old address, or "site-settings") says what changed.
 */
export const notifyRedirectsChanged = async (req: PayloadRequest, about: string): Promise<void> => {
  const db = await drizzleFor(req.payload, req)
  await db.execute(sql`SELECT pg_notify(${REDIRECTS_CHANNEL}, ${about.slice(0, 1000)})`)
}
