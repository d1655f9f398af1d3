import { createClient } from 'redis'

/**
 * The app's Redis connection (REDIS_URL), shared by everything in this process that keeps
 * state several instances must agree on: the rate limits (src/lib/rateLimit/limiter.ts). Next's
 * page cache has its own connection (src/server/cacheHandler.cjs), opened by Next outside the
 * app's bundles. Without REDIS_URL there is none, and callers keep their state in PostgreSQL.
 *
 * The client reconnects by itself; while Redis is away its commands fail at once (no offline
 * queue), so callers fall back rather than wait.
 */
type Client = ReturnType<typeof createClient>

const state = globalThis as { __appRedis?: Client }

export const redisClient = (): Client | null => {
  const url = process.env.REDIS_URL
  if (!url) return null
  if (!state.__appRedis) {
    const client = createClient({ url, pingInterval: 10_000, disableOfflineQueue: true })
    let reported = false
    client.on('error', (error: Error) => {
      if (!reported) console.error('[redis] Not answering; rate limits count in memory until it does:', error.message)
      reported = true
    })
    client.on('ready', () => {
      reported = false
    })
    client.connect().catch(() => {
      // Reported by the error listener; the client keeps trying.
    })
    state.__appRedis = client
  }
  return state.__appRedis
}
