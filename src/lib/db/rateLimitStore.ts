import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible'

/**
 * A rate limiter counting in PostgreSQL, in the `rate_limits` table a migration created. Its
 * statements are rate-limiter-flexible's own (one upsert per point taken, atomic, so instances
 * sharing the table share each count), which Payload's API could not express; they run on
 * Payload's connection pool, outside any transaction, so a count stands whatever the request
 * does next.
 */
export const postgresRateLimiter = (
  payload: Payload,
  options: { keyPrefix: string; points: number; duration: number; insuranceLimiter?: RateLimiterAbstract },
): RateLimiterPostgres =>
  new RateLimiterPostgres({
    ...options,
    storeClient: (payload.db as unknown as PostgresAdapter).pool,
    storeType: 'pool',
    tableName: 'rate_limits',
    tableCreated: true, // by the migration
  })
