import type { Payload } from 'payload'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { postgresRateLimiter } from '@/lib/db/rateLimitStore'
import { redisClient } from '@/lib/redis/client'

/**
 * Rate limits counted where every app instance shares one count: in Redis when REDIS_URL is set
 * (the store the instances already share for Next's cache; a count costs one round trip and no
 * table writes), otherwise in PostgreSQL (table `rate_limits`, rate-limiter-flexible's store:
 * src/lib/db/rateLimitStore.ts).
 * Should the store be unreachable, each instance falls back to counting in its own memory
 * rather than letting everything through.
 */
type Limit = { points: number; seconds: number }

/** A named limit for one kind of action, per client address and/or per account. */
export type RateLimitPolicy = { name: string; perAddress?: Limit; perAccount?: Limit }

export type Verdict = { ok: true } | { ok: false; retryAfter: number }

const limiters = new Map<string, RateLimiterAbstract>()

const limiterFor = (payload: Payload, keyPrefix: string, { points, seconds }: Limit) => {
  const id = `${keyPrefix}|${points}/${seconds}`
  let limiter = limiters.get(id)
  if (!limiter) {
    const options = { keyPrefix, points, duration: seconds, insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration: seconds }) }
    const redis = redisClient()
    limiter = redis
      ? new RateLimiterRedis({ ...options, storeClient: redis, useRedisPackage: true, rejectIfRedisNotReady: true })
      : postgresRateLimiter(payload, options)
    limiters.set(id, limiter)
  }
  return limiter
}

/** Takes one point from `key`'s budget; refused (with the seconds until it refills) when spent. */
const take = async (payload: Payload, keyPrefix: string, limit: Limit, key: string): Promise<Verdict> => {
  try {
    await limiterFor(payload, keyPrefix, limit).consume(key)
    return { ok: true }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { ok: false, retryAfter: Math.ceil(rejection.msBeforeNext / 1000) }
    throw rejection
  }
}

/**
 * Counts one action against the policy's budgets: the client address's, then the account's
 * (when the policy has one and the caller knows the account). The first spent budget refuses.
 */
export const consume = async (
  payload: Payload,
  policy: RateLimitPolicy,
  subject: { address: string; account?: string | number | null },
): Promise<Verdict> => {
  if (policy.perAddress) {
    const verdict = await take(payload, `rl:${policy.name}:address`, policy.perAddress, subject.address)
    if (!verdict.ok) return verdict
  }
  if (policy.perAccount && subject.account !== undefined && subject.account !== null) {
    return take(payload, `rl:${policy.name}:account`, policy.perAccount, String(subject.account).toLowerCase())
  }
  return { ok: true }
}

/**
 * True the first time `key` is seen within `seconds` (for "count once per visitor per
 * post per half hour"), false on every repeat inside that window.
 */
export const firstWithin = async (payload: Payload, name: string, key: string, seconds: number): Promise<boolean> =>
  (await take(payload, `once:${name}`, { points: 1, seconds }, key)).ok
