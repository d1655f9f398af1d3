import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** A writer's profile may belong to one staff account (the account's public profile). */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "authors" ADD COLUMN "account_id" integer;
  ALTER TABLE "authors" ADD CONSTRAINT "authors_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "authors_account_idx" ON "authors" USING btree ("account_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "authors" DROP CONSTRAINT "authors_account_id_users_id_fk";
  
  DROP INDEX "authors_account_idx";
  ALTER TABLE "authors" DROP COLUMN "account_id";`)
}
