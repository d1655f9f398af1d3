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

/**
 * One ping answers every check made while it is under way and for FRESH_MS after: at a burst of
 * checks (a load balancer, a monitor, a load test) each would otherwise queue for a connection
 * of the pool that readers' pages need, to learn what the last check learnt a moment ago.
 */
const FRESH_MS = 250
let last: { at: number; answer: Promise<boolean> } | null = null

const ping = async (payload: Payload): Promise<boolean> => {
  try {
    await Promise.race([pingDatabase(payload), timeout()])
    return true
  } catch (error) {
    console.error('[health] The database is not reachable', error instanceof Error ? error.message : error)
    return false
  }
}

export const databaseReachable = (payload: Payload): Promise<boolean> => {
  const now = Date.now()
  if (last && now - last.at < FRESH_MS) return last.answer
  const answer = ping(payload)
  last = { at: now, answer }
  return answer
}
