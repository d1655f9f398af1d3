import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleFor } from './sql'

/**
 * Throws unless the database answers. SQL because the question is only whether the connection
 * works: `SELECT 1` reads no table, so it fails for no other reason (no access rule, no lock, no
 * missing row) and costs one round trip.
 */
export const pingDatabase = async (payload: Payload): Promise<void> => {
  await (await drizzleFor(payload)).execute(sql`SELECT 1`)
}
