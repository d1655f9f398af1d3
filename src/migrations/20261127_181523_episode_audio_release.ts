import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Episode audio files keep the name they were uploaded under (the stored one is random for new
 * files), and are `released`, open to visitors, while a published episode uses them: the files
 * already in use are released here, as the episodes' hooks keep it from now on. Files stored
 * before keep their stored names.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "episode_audio" ADD COLUMN "uploaded_as" varchar;
  ALTER TABLE "episode_audio" ADD COLUMN "released" boolean DEFAULT false;
  CREATE INDEX "episode_audio_released_idx" ON "episode_audio" USING btree ("released");
  UPDATE "episode_audio" SET "uploaded_as" = "filename";
  UPDATE "episode_audio" AS a SET "released" = true
    WHERE EXISTS (SELECT 1 FROM "podcast_episodes" AS e WHERE e."audio_id" = a."id" AND e."_status" = 'published');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "episode_audio_released_idx";
  ALTER TABLE "episode_audio" DROP COLUMN "uploaded_as";
  ALTER TABLE "episode_audio" DROP COLUMN "released";`)
}
