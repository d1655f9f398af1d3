import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Whether an account's address has been proven (src/collections/Users/accountFields.ts). Accounts
// a social provider created were proven by it; password accounts are not known to be.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "email_verified" boolean DEFAULT false;`)
  await db.execute(sql`UPDATE "users" SET "email_verified" = true WHERE "has_password" = false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "email_verified";`)
}
