import pg from 'pg'

/**
 * PostgreSQL advisory locks: turn-taking between app instances and processes, which share
 * nothing but the database. (Behind a transaction-mode pooler such as pgbouncer, DATABASE_URL
 * must reach PostgreSQL directly, as the redirects listener already needs.)
 *
 * Locks are taken on connections of their own, never on Payload's pool: a holder waits for the
 * work it guards, and that work needs Payload's connections; were the two the same pool, a
 * burst of holders could take every connection and wait forever for one more.
 */
export const LOCK_SPACE = {
  /** An account's session list (src/lib/auth/accountOrder.ts); second key: the account id. */
  accountSessions: 1,
  /** The jobs queue's runner (src/jobs/runner.ts); second key: 0. */
  jobsRunner: 2,
} as const

type Key = [space: number, id: number]

const state = globalThis as { __lockPool?: pg.Pool }

const lockPool = () => {
  state.__lockPool ??= new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4, idleTimeoutMillis: 10_000 })
  return state.__lockPool
}

/** Runs `work` while holding the lock: other instances asking for it wait until it ends. */
export const withAdvisoryLock = async <T>([space, id]: Key, work: () => Promise<T>): Promise<T> => {
  const client = await lockPool().connect()
  let broken = false
  try {
    await client.query('SELECT pg_advisory_lock($1, $2)', [space, id])
    try {
      return await work()
    } finally {
      await client.query('SELECT pg_advisory_unlock($1, $2)', [space, id]).catch(() => {
        // The connection is gone, and the lock with it; destroy rather than reuse it.
        broken = true
      })
    }
  } finally {
    client.release(broken)
  }
}

/**
 * A lock held for as long as this process lives (or its connection does): true while this
 * process holds it. Asked again and again (each poll of the jobs queue), it keeps one connection
 * open while held, and tries once per call while another process holds it.
 */
export const heldAdvisoryLock = ([space, id]: Key) => {
  let client: pg.Client | null = null
  let held = false
  return async (): Promise<boolean> => {
    if (held) return true
    try {
      if (!client) {
        const fresh = new pg.Client({ connectionString: process.env.DATABASE_URL })
        fresh.on('error', () => {
          // The connection dropped, and the lock with it: try again on the next call.
          held = false
          client = null
        })
        await fresh.connect()
        client = fresh
      }
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS locked', [space, id])
      held = rows[0]?.locked === true
    } catch {
      held = false
      client?.end().catch(() => {})
      client = null
    }
    return held
  }
}
