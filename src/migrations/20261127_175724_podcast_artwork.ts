import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "uploads" ADD COLUMN "sizes_square_url" varchar;
  ALTER TABLE "uploads" ADD COLUMN "sizes_square_width" numeric;
  ALTER TABLE "uploads" ADD COLUMN "sizes_square_height" numeric;
  ALTER TABLE "uploads" ADD COLUMN "sizes_square_mime_type" varchar;
  ALTER TABLE "uploads" ADD COLUMN "sizes_square_filesize" numeric;
  ALTER TABLE "uploads" ADD COLUMN "sizes_square_filename" varchar;
  CREATE INDEX "uploads_sizes_square_sizes_square_filename_idx" ON "uploads" USING btree ("sizes_square_filename");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "uploads_sizes_square_sizes_square_filename_idx";
  ALTER TABLE "uploads" DROP COLUMN "sizes_square_url";
  ALTER TABLE "uploads" DROP COLUMN "sizes_square_width";
  ALTER TABLE "uploads" DROP COLUMN "sizes_square_height";
  ALTER TABLE "uploads" DROP COLUMN "sizes_square_mime_type";
  ALTER TABLE "uploads" DROP COLUMN "sizes_square_filesize";
  ALTER TABLE "uploads" DROP COLUMN "sizes_square_filename";`)
}
