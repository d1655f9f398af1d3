/**
 * A database that cannot be reached, or drops the connection, is told apart from a database that
 * refuses what was asked (src/lib/db/unavailable.ts), with the errors the driver really gives,
 * and a route answers it 503 with Retry-After instead of 500.
 */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import pg from 'pg'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { POST as contact } from '@/app/(frontend)/api/contact/route'
import { freePort } from '../../../scripts/lib/database'
import { databaseUnavailable } from '@/lib/db/unavailable'
import { call } from '../../api'
import { testPayload } from '../../factories'

const errorOf = async (work: () => Promise<unknown>) => {
  try {
    await work()
  } catch (error) {
    return error
  }
  throw new Error('expected the work to fail')
}

/** What a query on a connection that PostgreSQL ended (a restart, a crash) fails with. */
const lostConnectionError = async () => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  client.on('error', () => {})
  const { rows } = await client.query('SELECT pg_backend_pid() AS pid')
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
  await admin.query('SELECT pg_terminate_backend($1)', [rows[0].pid])
  await admin.end()
  const error = await errorOf(() => client.query('SELECT 1'))
  await client.end().catch(() => {})
  return error
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('an unavailable database', () => {
  it('is recognised from the errors the driver gives, also when wrapped', async () => {
    const url = new URL(process.env.DATABASE_URL!)
    url.port = String(await freePort())
    const refused = await errorOf(() => new pg.Client({ connectionString: url.toString() }).connect())
    const lost = await lostConnectionError()
    for (const error of [refused, lost, new Error('Failed query', { cause: lost })]) expect(databaseUnavailable(error), String(error)).toBe(true)
  })

  it('is not a refusal of what was asked, nor any other failure', async () => {
    const { drizzle } = (await testPayload()).db as unknown as PostgresAdapter
    const refusals = await Promise.all([
      errorOf(() => drizzle.execute(sql.raw('SELECT * FROM no_such_table'))),
      errorOf(() => drizzle.execute(sql.raw("SELECT 'x'::int"))),
    ])
    for (const error of [...refusals, new Error('Something else broke'), 'a string', null]) expect(databaseUnavailable(error), String(error)).toBe(false)
  })

  it('is answered 503 with Retry-After by a route, and the person may try again', async () => {
    const payload = await testPayload()
    const lost = await lostConnectionError()
    vi.spyOn(payload, 'create').mockRejectedValueOnce(lost)
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const message = { name: 'Reader', email: `outage-${Date.now()}@example.test`, subject: 'During a restart', message: 'Sent while the database restarted.' }
    const res = await call(contact, '/api/contact', { method: 'POST', body: message })
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('5')
    expect(res.json).toEqual({ message: 'The site could not reach its database just now. Please try again in a moment.' })
    const again = await call(contact, '/api/contact', { method: 'POST', body: message })
    expect(again.status).toBe(201)
  })
})
