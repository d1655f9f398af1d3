import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Submissions sent with an Idempotency-Key (src/lib/db/once.ts): one row per key and caller,
// written in the same transaction as what the submission saved, so a repeat of a submission
// whose answer was lost finds it. `result` is what the write returned, `answer_*` the answer
// given (replayed to a repeat), `noticed` whether its e-mail was claimed. Kept one day.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS idempotent_requests (
      scope text NOT NULL,
      key varchar(128) NOT NULL,
      fingerprint char(64) NOT NULL,
      result jsonb,
      answer_status smallint,
      answer_type varchar(100),
      answer_body text,
      noticed boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (scope, key)
    );
    CREATE INDEX IF NOT EXISTS idempotent_requests_created_at_idx ON idempotent_requests (created_at);
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS idempotent_requests;`)
}
