/**
 * The rate limits' PostgreSQL store: every limiter over the `rate_limits` table shares one count.
 */
import { describe, expect, it } from 'vitest'

import { postgresRateLimiter } from '@/lib/db/rateLimitStore'
import { testPayload, unique } from '../../factories'

describe('postgresRateLimiter', () => {
  it('counts in the shared table: a second limiter sees the points the first took', async () => {
    const payload = await testPayload()
    const keyPrefix = unique('rl:test')
    const options = { keyPrefix, points: 2, duration: 60 }
    const one = postgresRateLimiter(payload, options)
    const other = postgresRateLimiter(payload, options)

    await one.consume('198.51.100.7')
    await other.consume('198.51.100.7')
    await expect(one.consume('198.51.100.7')).rejects.toMatchObject({ remainingPoints: 0, msBeforeNext: expect.any(Number) })
    expect((await other.get('198.51.100.7'))?.consumedPoints).toBe(3)
    // Another key has its own count.
    await expect(other.consume('198.51.100.8')).resolves.toMatchObject({ remainingPoints: 1 })
  })

  it('counts every one of many points taken at once', async () => {
    const payload = await testPayload()
    const limiter = postgresRateLimiter(payload, { keyPrefix: unique('rl:test'), points: 100, duration: 60 })
    await Promise.all(Array.from({ length: 20 }, () => limiter.consume('198.51.100.9')))
    expect((await limiter.get('198.51.100.9'))?.consumedPoints).toBe(20)
  })
})
