import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleFor } from './sql'

/** How long a submission's key is honoured (./once.ts), and so how long its record is kept. */
export const KEEP_SUBMISSIONS = '1 day'

/** Forgets submissions older than that (the jobs queue runs it hourly). */
export const forgetOldSubmissions = async (payload: Payload): Promise<number> => {
  const db = await drizzleFor(payload)
  const { rows } = await db.execute(sql`DELETE FROM idempotent_requests WHERE created_at <= now() - ${KEEP_SUBMISSIONS}::interval RETURNING 1 AS gone`)
  return rows.length
}
