/**
 * Submission keys are honoured a day, and the hourly job forgets the older records.
 */
import { sql } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'

import { drizzleFor } from '@/lib/db/sql'
import { testPayload, unique } from '../../factories'

const stored = async (scope: string) => {
  const db = await drizzleFor(await testPayload())
  const { rows } = await db.execute(sql`SELECT key FROM idempotent_requests WHERE scope = ${scope} ORDER BY key`)
  return rows.map((row) => row.key)
}

describe('the forgetSubmissions job', () => {
  it('forgets the records older than a day and keeps the newer ones', async () => {
    const payload = await testPayload()
    const db = await drizzleFor(payload)
    const scope = unique('POST /api/contact visitor')
    await db.execute(sql`INSERT INTO idempotent_requests (scope, key, fingerprint, created_at) VALUES
      (${scope}, 'old-key', ${'a'.repeat(64)}, now() - interval '25 hours'),
      (${scope}, 'new-key', ${'b'.repeat(64)}, now() - interval '23 hours')`)

    const job = await payload.jobs.queue({ task: 'forgetSubmissions', input: {} })
    await payload.jobs.runByID({ id: job.id })

    expect(await stored(scope)).toEqual(['new-key'])
  })
})
