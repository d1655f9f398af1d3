import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Members' accounts (issue 12): approved comments outlive their author (author_id may be empty),
// the account page's columns (src/collections/Users/accountFields.ts), and, outside Payload's
// schema, the social sign-ins in progress (src/lib/auth/oauth): one row per started sign-in,
// taken (deleted) by its callback, so a state works once, and kept on the server because
// Apple's callback is a cross-site POST that carries no SameSite=Lax cookie.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "comments" ALTER COLUMN "author_id" DROP NOT NULL;
  ALTER TABLE "users" ADD COLUMN "has_password" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "pending_email" varchar;
  ALTER TABLE "users" ADD COLUMN "email_change_token_hash" varchar;
  ALTER TABLE "users" ADD COLUMN "email_change_expires_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "reauthenticated_at" timestamp(3) with time zone;
  CREATE INDEX "users_email_change_token_hash_idx" ON "users" USING btree ("email_change_token_hash");`)
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS oauth_attempts (
      state text PRIMARY KEY,
      provider text NOT NULL,
      code_verifier text NOT NULL,
      nonce text NOT NULL,
      next_path text NOT NULL DEFAULT '/',
      intent text NOT NULL DEFAULT 'sign-in' CHECK (intent IN ('sign-in', 'confirm')),
      user_id integer REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    );
    CREATE INDEX IF NOT EXISTS oauth_attempts_expires_at_idx ON oauth_attempts (expires_at);
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS oauth_attempts;`)
  await db.execute(sql`
   DROP INDEX "users_email_change_token_hash_idx";
  ALTER TABLE "comments" ALTER COLUMN "author_id" SET NOT NULL;
  ALTER TABLE "users" DROP COLUMN "has_password";
  ALTER TABLE "users" DROP COLUMN "pending_email";
  ALTER TABLE "users" DROP COLUMN "email_change_token_hash";
  ALTER TABLE "users" DROP COLUMN "email_change_expires_at";
  ALTER TABLE "users" DROP COLUMN "reauthenticated_at";`)
}
