import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { drizzleFor } from '@/lib/db/sql'
import { REDIRECTS_CHANNEL } from './table'

/**
 * Tells every HTTP server to reload its redirects (src/server/redirects.ts). Sent on the
 * operation's transaction, so PostgreSQL delivers it when the change commits (and never for
 * one rolled back). `about` (a redirect's old address, or "site-settings") says what changed.
 */
export const notifyRedirectsChanged = async (req: PayloadRequest, about: string) => {
  const db = await drizzleFor(req.payload, req)
  await db.execute(sql`SELECT pg_notify(${REDIRECTS_CHANNEL}, ${about.slice(0, 1000)})`)
}
