import { sql } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'

import { drizzleFor } from '@/lib/db/sql'
import { testPayload } from '../../factories'

describe('database connections', () => {
  it('end any statement that runs longer than 10 seconds, so no request holds a connection for long', async () => {
    const db = await drizzleFor(await testPayload())
    const { rows } = await db.execute<{ statement_timeout: string }>(sql`SHOW statement_timeout`)
    expect(rows[0].statement_timeout).toBe('10s')
  })
})
