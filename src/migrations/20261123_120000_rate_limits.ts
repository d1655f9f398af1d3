import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Counters of the rate limits (src/lib/rateLimit), shared by every app instance. The layout is
// the one rate-limiter-flexible's PostgreSQL store expects; `expire` is in epoch milliseconds.
// The store deletes rows an hour past their expiry; the index keeps that DELETE cheap.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS rate_limits (
      key varchar(255) PRIMARY KEY,
      points integer NOT NULL DEFAULT 0,
      expire bigint
    );
    CREATE INDEX IF NOT EXISTS rate_limits_expire_idx ON rate_limits (expire);
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS rate_limits;`)
}
