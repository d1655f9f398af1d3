import { randomUUID } from 'node:crypto'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { DatabaseAdapterObj } from 'payload'

type Session = PostgresAdapter['sessions'][string]

/** Ends a transaction on purpose (a rollback): not a failure to report. */
class RolledBack extends Error {}

/**
 * Transactions whose failed COMMIT is an error. The adapter's own end a transaction by settling
 * the promise drizzle's callback waits on, and catch whatever drizzle reports afterwards: a
 * COMMIT that fails because the connection dropped was swallowed, and Payload answered for a
 * write that was never committed. Here drizzle's outcome is kept and `commitTransaction` throws
 * it, so the operation fails (and the route answers that the outcome is unknown).
 *
 * The sessions are the adapter's own shape (`sessions[id].db` is what its queries run on), so
 * everything else of the adapter works unchanged; rollback stays the adapter's.
 */
const reliable = (adapter: PostgresAdapter): PostgresAdapter => {
  adapter.beginTransaction = async (options) => {
    await adapter.initializing
    let started!: (session: Session) => void
    let failedToStart!: (error: unknown) => void
    const ready = new Promise<Session>((resolve, reject) => {
      started = resolve
      failedToStart = reject
    })
    const outcome: Promise<void> = adapter.drizzle.transaction(
      (tx) =>
        new Promise<void>((commit, rollBack) => {
          started({
            db: tx as Session['db'],
            resolve: async () => {
              commit()
              await outcome
            },
            reject: async () => {
              rollBack(new RolledBack())
              await outcome.catch(() => {})
            },
          })
        }),
      (options ?? adapter.transactionOptions) as Parameters<typeof adapter.drizzle.transaction>[1],
    )
    // Until the session exists, a failure is the transaction not starting (no connection).
    outcome.catch(failedToStart)
    try {
      const session = await ready
      const id = randomUUID()
      adapter.sessions[id] = session
      return id
    } catch (error) {
      throw new Error(`The database transaction could not begin: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
    }
  }

  adapter.commitTransaction = async (incoming) => {
    const id = incoming instanceof Promise ? await incoming : incoming
    const session = id === undefined || id === null ? undefined : adapter.sessions[id]
    // Already ended (another operation of the same request ended it, or it was rolled back).
    if (!session) return
    delete adapter.sessions[id!]
    await session.resolve()
  }

  return adapter
}

/** The database adapter `database` with transactions whose failed COMMIT is an error. */
export const withReliableTransactions = (database: DatabaseAdapterObj<PostgresAdapter>): DatabaseAdapterObj<PostgresAdapter> => ({
  ...database,
  init: (args) => reliable(database.init(args)),
})
