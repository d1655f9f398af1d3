/**
 * The reachability check of /api/health and of a session cookie that finds nobody.
 */
import { describe, expect, it } from 'vitest'

import { pingDatabase } from '@/lib/db/ping'
import { testPayload } from '../../factories'

describe('pingDatabase', () => {
  it('answers while the database does', async () => {
    await expect(pingDatabase(await testPayload())).resolves.toBeUndefined()
  })
})

describe('databaseReachable', () => {
  it('answers a burst of checks with one ping', async () => {
    const payload = await testPayload()
    const { databaseReachable } = await import('@/lib/data/health')
    await new Promise((resolve) => setTimeout(resolve, 300))
    const pool = (payload.db as unknown as { pool: { query: (...args: unknown[]) => unknown } }).pool
    const query = pool.query
    let queries = 0
    pool.query = function (this: unknown, ...args: unknown[]) {
      queries++
      return query.apply(this, args)
    }
    try {
      const answers = await Promise.all(Array.from({ length: 64 }, () => databaseReachable(payload)))
      expect(answers.every(Boolean)).toBe(true)
      expect(queries).toBe(1)
    } finally {
      pool.query = query
    }
  })
})
