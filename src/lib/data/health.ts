/**
 * Whether this instance can serve: its database answers. Read by the proxy and the orchestrator
 * (`/api/health`), which stop sending readers to an instance that cannot reach PostgreSQL.
 */
import { pingDatabase } from '@/lib/db/ping'
import { payloadClient } from '@/lib/payload'

/** How long the check waits: longer than a healthy round trip, shorter than the checkers' timeouts. */
const TIMEOUT_MS = 2_000

const timeout = () =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error('The database did not answer in time.')), TIMEOUT_MS).unref())

export const databaseReachable = async (): Promise<boolean> => {
  try {
    const check = (async () => pingDatabase(await payloadClient()))()
    await Promise.race([check, timeout()])
    return true
  } catch (error) {
    console.error('[health] The database is not reachable', error instanceof Error ? error.message : error)
    return false
  }
}
