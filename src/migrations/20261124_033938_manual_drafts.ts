import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "_media_items_v_autosave_idx";
  DROP INDEX "_playlists_v_autosave_idx";
  DROP INDEX "_podcast_episodes_v_autosave_idx";
  DROP INDEX "_reading_plans_v_autosave_idx";
  DROP INDEX "_books_v_autosave_idx";
  ALTER TABLE "_media_items_v" DROP COLUMN "autosave";
  ALTER TABLE "_playlists_v" DROP COLUMN "autosave";
  ALTER TABLE "_podcast_episodes_v" DROP COLUMN "autosave";
  ALTER TABLE "_reading_plans_v" DROP COLUMN "autosave";
  ALTER TABLE "_books_v" DROP COLUMN "autosave";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_media_items_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_playlists_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_podcast_episodes_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_reading_plans_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_books_v" ADD COLUMN "autosave" boolean;
  CREATE INDEX "_media_items_v_autosave_idx" ON "_media_items_v" USING btree ("autosave");
  CREATE INDEX "_playlists_v_autosave_idx" ON "_playlists_v" USING btree ("autosave");
  CREATE INDEX "_podcast_episodes_v_autosave_idx" ON "_podcast_episodes_v" USING btree ("autosave");
  CREATE INDEX "_reading_plans_v_autosave_idx" ON "_reading_plans_v" USING btree ("autosave");
  CREATE INDEX "_books_v_autosave_idx" ON "_books_v" USING btree ("autosave");`)
}
