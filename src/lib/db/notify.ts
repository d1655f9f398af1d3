import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { drizzleFor } from '@/lib/db/sql'

/**
 * Sends a PostgreSQL notification to every process that LISTENs on `channel`
 * (src/lib/db/listener.cjs). Given the operation's request, it goes on that transaction, so it is
 * delivered when the change commits and never for one rolled back.
 */
export const notify = async (payload: Payload, channel: string, message: string, req?: Partial<PayloadRequest>) => {
  const db = await drizzleFor(payload, req)
  await db.execute(sql`SELECT pg_notify(${channel}, ${message.slice(0, 1000)})`)
}
