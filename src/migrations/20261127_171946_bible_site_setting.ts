import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The site setting naming a Bible website for the passage popovers' "read in context" link:
 * none until the creator chooses one.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_bible_site" AS ENUM('none', 'biblegateway', 'biblehub', 'youversion', 'esv');
  ALTER TABLE "site_settings" ADD COLUMN "bible_site" "enum_site_settings_bible_site" DEFAULT 'none';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "bible_site";
  DROP TYPE "public"."enum_site_settings_bible_site";`)
}
