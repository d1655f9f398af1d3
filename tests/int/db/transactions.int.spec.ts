/**
 * A transaction whose connection is lost before it commits must not report success: the write
 * it held is gone, and the operation (and the route above it) has to say so
 * (src/lib/db/transactions.ts). The adapter's own transactions swallowed that failure.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import pg from 'pg'
import type { PayloadRequest } from 'payload'
import { createLocalReq } from 'payload'
import { describe, expect, it } from 'vitest'

import { testPayload } from '../../factories'

const terminate = async (pid: number) => {
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
  try {
    await admin.query('SELECT pg_terminate_backend($1)', [pid])
  } finally {
    await admin.end()
  }
}

const messagesFrom = async (email: string) => {
  const payload = await testPayload()
  const { totalDocs } = await payload.count({ collection: 'contact-messages', where: { email: { equals: email } }, overrideAccess: true })
  return totalDocs
}

/** A contact message written inside a transaction of its own, with that transaction's request. */
const writeInTransaction = async (email: string) => {
  const payload = await testPayload()
  const adapter = payload.db as unknown as PostgresAdapter
  const transactionID = await payload.db.beginTransaction()
  const req = (await createLocalReq({}, payload)) as PayloadRequest
  req.transactionID = transactionID!
  await payload.create({ collection: 'contact-messages', data: { name: 'Transaction test', email, subject: 'general', message: 'Kept or refused, never lost.', status: 'new' }, req, overrideAccess: true })
  const { rows } = await adapter.sessions[transactionID!].db.execute(sql`SELECT pg_backend_pid() AS pid`)
  return { payload, transactionID: transactionID!, pid: Number((rows[0] as { pid: number }).pid) }
}

describe('database transactions', () => {
  it('commit what they hold', async () => {
    const email = `kept-${Date.now()}@example.test`
    const { payload, transactionID } = await writeInTransaction(email)
    expect(await messagesFrom(email)).toBe(0)
    await payload.db.commitTransaction(transactionID)
    expect(await messagesFrom(email)).toBe(1)
  })

  it('fail to commit, loudly, when their connection is gone, and keep nothing', async () => {
    const email = `lost-${Date.now()}@example.test`
    const { payload, transactionID, pid } = await writeInTransaction(email)
    await terminate(pid)
    await expect(payload.db.commitTransaction(transactionID)).rejects.toThrow()
    expect(await messagesFrom(email)).toBe(0)
  })

  it('roll back quietly when asked to', async () => {
    const email = `rolled-back-${Date.now()}@example.test`
    const { payload, transactionID } = await writeInTransaction(email)
    await payload.db.rollbackTransaction(transactionID)
    expect(await messagesFrom(email)).toBe(0)
  })

  it('say so when one cannot begin', async () => {
    const payload = await testPayload()
    const adapter = payload.db as unknown as PostgresAdapter
    const drizzle = adapter.drizzle
    // A pool that cannot give a connection, as while PostgreSQL is down.
    adapter.drizzle = { transaction: () => Promise.reject(new Error('connect ECONNREFUSED')) } as unknown as typeof drizzle
    try {
      await expect(payload.db.beginTransaction()).rejects.toThrow(/could not begin.*ECONNREFUSED/)
    } finally {
      adapter.drizzle = drizzle
    }
  })
})
