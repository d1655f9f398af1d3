/**
 * Drops the app's database connection at a chosen moment of a write, for real: PostgreSQL ends
 * the connection's backend (pg_terminate_backend), or the socket closes under a COMMIT the
 * server has already carried out (the answer lost on the way, the one case where the write is
 * saved and the app cannot know). Every statement of the app's pool passes through here while a
 * fault is armed; the first connection that runs a statement matching `write` is the one hit.
 *
 * - `before-write`: ended just before the write statement is sent (nothing saved);
 * - `after-write`: ended right after the write statement's answer (nothing committed);
 * - `before-commit`: ended as the COMMIT is sent (nothing committed);
 * - `after-commit`: the COMMIT is carried out, then the socket closes before its answer counts
 *   (everything committed, and the app told the connection was lost).
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import pg from 'pg'

import { testPayload } from '../../factories'

export const STEPS = ['before-write', 'after-write', 'before-commit', 'after-commit'] as const
export type Step = (typeof STEPS)[number]

type Client = pg.PoolClient & { processID?: number; connection?: { stream?: { destroy: () => void } }; __wrote?: boolean }
type Query = (this: Client, ...args: unknown[]) => unknown

let armed: { step: Step; write: RegExp; fired: boolean; every: boolean } | null = null
let patched = false

const sqlOf = (args: unknown[]): string => {
  const first = args[0]
  if (typeof first === 'string') return first
  if (first && typeof first === 'object' && 'text' in first) return String((first as { text: unknown }).text)
  return ''
}

/** Ends the backend of `pid` and waits until PostgreSQL has let it go. */
const terminate = async (pid: number) => {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
  try {
    await admin.query('SELECT pg_terminate_backend($1)', [pid])
    for (let i = 0; i < 200; i++) {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid])
      if (!rowCount) return
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    throw new Error(`backend ${pid} did not end`)
  } finally {
    await admin.end()
  }
}

const lost = () => Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' })

const patch = async () => {
  if (patched) return
  const { pool } = (await testPayload()).db as unknown as PostgresAdapter
  const client = (await pool.connect()) as Client
  const prototype = Object.getPrototypeOf(client) as { query: Query }
  client.release()
  const original = prototype.query
  prototype.query = function (this: Client, ...args: unknown[]) {
    const fault = armed
    if (!fault || (fault.fired && !fault.every)) return original.apply(this, args)
    const text = sqlOf(args).trim()
    // The pool's own queries (outside a transaction) pass a callback: they can be hit before they run.
    if (typeof args[args.length - 1] === 'function') {
      if (fault.step !== 'before-write' || !fault.write.test(text)) return original.apply(this, args)
      fault.fired = true
      void terminate(this.processID!).then(() => original.apply(this, args))
      return undefined
    }
    if (/^begin\b/i.test(text)) this.__wrote = false
    if (fault.write.test(text)) {
      this.__wrote = true
      if (fault.step === 'before-write') {
        fault.fired = true
        return terminate(this.processID!).then(() => original.apply(this, args))
      }
      if (fault.step === 'after-write') {
        fault.fired = true
        return (original.apply(this, args) as Promise<unknown>).then(async (result) => {
          await terminate(this.processID!)
          return result
        })
      }
    }
    if (this.__wrote && /^commit\b/i.test(text)) {
      if (fault.step === 'before-commit') {
        fault.fired = true
        return terminate(this.processID!).then(() => original.apply(this, args))
      }
      if (fault.step === 'after-commit') {
        fault.fired = true
        return (original.apply(this, args) as Promise<unknown>).then(() => {
          this.connection?.stream?.destroy()
          throw lost()
        })
      }
    }
    return original.apply(this, args)
  }
  patched = true
}

/**
 * Runs `work` with the fault armed for the first statement matching `write` (e.g.
 * /^insert into "comments"/i), or with `every`, for each of them (an outage, as far as those
 * statements can tell); answers whether the fault fired.
 */
export const withDroppedConnection = async <T>(
  step: Step,
  write: RegExp,
  work: () => Promise<T>,
  { every = false } = {},
): Promise<{ result: T; fired: boolean }> => {
  await patch()
  armed = { step, write, fired: false, every }
  try {
    const result = await work()
    return { result, fired: armed.fired }
  } finally {
    armed = null
  }
}
