import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Failed sign-ins (and the addresses each account has signed in from) live outside Payload's
// schema, in one table every app instance shares: see src/lib/auth/loginThrottle.ts.
// A row holds its own expiry, so clean-up is one indexed DELETE.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS login_throttle (
      id bigserial PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('failure', 'trusted')),
      address text NOT NULL,
      email text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS login_throttle_failures_by_address_idx
      ON login_throttle (address, expires_at) WHERE kind = 'failure';
    CREATE INDEX IF NOT EXISTS login_throttle_failures_by_email_idx
      ON login_throttle (email, expires_at) WHERE kind = 'failure';
    CREATE UNIQUE INDEX IF NOT EXISTS login_throttle_trusted_idx
      ON login_throttle (email, address) WHERE kind = 'trusted';
    CREATE INDEX IF NOT EXISTS login_throttle_expires_at_idx ON login_throttle (expires_at);
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS login_throttle;`)
}
