/**
 * Whether this instance can serve: its database answers. Read by the proxy and the orchestrator
 * (`/api/health`), which stop sending readers to an instance that cannot reach PostgreSQL.
 */
import type { Payload } from 'payload'

import { pingDatabase } from '@/lib/db/ping'

/** How long the check waits: longer than a healthy round trip, shorter than the checkers' timeouts. */
const TIMEOUT_MS = 2_000

const timeout = () =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error('The database did not answer in time.')), TIMEOUT_MS).unref())

export const databaseReachable = async (payload: Payload): Promise<boolean> => {
  try {
    await Promise.race([pingDatabase(payload), timeout()])
    return true
  } catch (error) {
    console.error('[health] The database is not reachable', error instanceof Error ? error.message : error)
    return false
  }
}
