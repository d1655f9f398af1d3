import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The contact addresses no longer default to made-up example.com ones, which readers saw on
 * the contact page (and contact messages were e-mailed to): a site still showing those
 * placeholders gets empty fields, and its contact page points readers to the form until the
 * creator enters a real address. `down` brings back the defaults and, where a field is empty,
 * the placeholder it had.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "site_settings" ALTER COLUMN "contact_general_email" DROP DEFAULT;
  ALTER TABLE "site_settings" ALTER COLUMN "contact_prayer_email" DROP DEFAULT;
  UPDATE "site_settings" SET "contact_general_email" = NULL WHERE "contact_general_email" = 'hello@example.com';
  UPDATE "site_settings" SET "contact_prayer_email" = NULL WHERE "contact_prayer_email" = 'prayer@example.com';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "site_settings" ALTER COLUMN "contact_general_email" SET DEFAULT 'hello@example.com';
  ALTER TABLE "site_settings" ALTER COLUMN "contact_prayer_email" SET DEFAULT 'prayer@example.com';
  UPDATE "site_settings" SET "contact_general_email" = 'hello@example.com' WHERE "contact_general_email" IS NULL;
  UPDATE "site_settings" SET "contact_prayer_email" = 'prayer@example.com' WHERE "contact_prayer_email" IS NULL;`)
}
