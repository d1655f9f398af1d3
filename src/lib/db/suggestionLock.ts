import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { drizzleFor } from './sql'

/**
 * Locks the music suggestion's row until `req`'s transaction ends, and reads what decides whether
 * a draft analysis may be started from it: null when there is no such suggestion. SQL because
 * Payload has no row lock (SELECT … FOR UPDATE): with it a second request for the same
 * suggestion waits until the first has linked its draft, then finds the link.
 */
export const lockMusicSuggestion = async (
  payload: Payload,
  req: Partial<PayloadRequest>,
  id: number,
): Promise<{ analysisId: number | null; status: string } | null> => {
  const db = await drizzleFor(payload, req)
  const { rows } = await db.execute<{ analysis_id: number | null; status: string }>(sql`
    SELECT analysis_id, status FROM music_suggestions WHERE id = ${id} FOR UPDATE`)
  const row = rows[0]
  return row ? { analysisId: row.analysis_id === null ? null : Number(row.analysis_id), status: row.status } : null
}
