import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * One GUID per episode: a copy made with Duplicate before this had its original's, so every
 * episode but the oldest of those sharing one gets a new one (podcast apps have only ever seen
 * one item for the pair), and each episode's versions carry their episode's, so that publishing
 * a draft never brings an old one back.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "podcast_episodes" AS e SET "guid" = gen_random_uuid()::text
    WHERE e."guid" IS NOT NULL AND EXISTS (SELECT 1 FROM "podcast_episodes" AS o WHERE o."guid" = e."guid" AND o."id" < e."id");
  UPDATE "_podcast_episodes_v" AS v SET "version_guid" = e."guid" FROM "podcast_episodes" AS e
    WHERE v."parent_id" = e."id" AND v."version_guid" IS DISTINCT FROM e."guid";
  DROP INDEX "podcast_episodes_guid_idx";
  CREATE UNIQUE INDEX "podcast_episodes_guid_idx" ON "podcast_episodes" USING btree ("guid");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "podcast_episodes_guid_idx";
  CREATE INDEX "podcast_episodes_guid_idx" ON "podcast_episodes" USING btree ("guid");`)
}
