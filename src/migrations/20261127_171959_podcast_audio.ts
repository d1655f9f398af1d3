import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "episode_audio" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"duration_seconds" numeric,
  	"prefix" varchar DEFAULT '',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "podcast_episodes" ADD COLUMN "audio_id" integer;
  ALTER TABLE "podcast_episodes" ADD COLUMN "season" numeric;
  ALTER TABLE "podcast_episodes" ADD COLUMN "episode_number" numeric;
  ALTER TABLE "podcast_episodes" ADD COLUMN "explicit" boolean DEFAULT false;
  ALTER TABLE "podcast_episodes" ADD COLUMN "show_notes" jsonb;
  ALTER TABLE "podcast_episodes" ADD COLUMN "transcript" varchar;
  ALTER TABLE "podcast_episodes" ADD COLUMN "guid" varchar;
  ALTER TABLE "_podcast_episodes_v" ADD COLUMN "version_audio_id" integer;
  ALTER TABLE "_podcast_episodes_v" ADD COLUMN "version_season" numeric;
  ALTER TABLE "_podcast_episodes_v" ADD COLUMN "version_episode_number" numeric;
  ALTER TABLE "_podcast_episodes_v" ADD COLUMN "version_explicit" boolean DEFAULT false;
  ALTER TABLE "_podcast_episodes_v" ADD COLUMN "version_show_notes" jsonb;
  ALTER TABLE "_podcast_episodes_v" ADD COLUMN "version_transcript" varchar;
  ALTER TABLE "_podcast_episodes_v" ADD COLUMN "version_guid" varchar;
  ALTER TABLE "redirects_rels" ADD COLUMN "podcast_episodes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "episode_audio_id" integer;
  ALTER TABLE "podcast_show" ADD COLUMN "author" varchar;
  ALTER TABLE "podcast_show" ADD COLUMN "owner_email" varchar;
  ALTER TABLE "podcast_show" ADD COLUMN "explicit" boolean DEFAULT false;
  ALTER TABLE "podcast_show" ADD COLUMN "guid" varchar;
  CREATE INDEX "episode_audio_updated_at_idx" ON "episode_audio" USING btree ("updated_at");
  CREATE INDEX "episode_audio_created_at_idx" ON "episode_audio" USING btree ("created_at");
  CREATE UNIQUE INDEX "episode_audio_filename_idx" ON "episode_audio" USING btree ("filename");
  ALTER TABLE "podcast_episodes" ADD CONSTRAINT "podcast_episodes_audio_id_episode_audio_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."episode_audio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_podcast_episodes_v" ADD CONSTRAINT "_podcast_episodes_v_version_audio_id_episode_audio_id_fk" FOREIGN KEY ("version_audio_id") REFERENCES "public"."episode_audio"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_podcast_episodes_fk" FOREIGN KEY ("podcast_episodes_id") REFERENCES "public"."podcast_episodes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_episode_audio_fk" FOREIGN KEY ("episode_audio_id") REFERENCES "public"."episode_audio"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "podcast_episodes_audio_idx" ON "podcast_episodes" USING btree ("audio_id");
  -- Episodes from before get their permanent identifier now; their versions carry the same one.
  UPDATE "podcast_episodes" SET "guid" = gen_random_uuid()::text WHERE "guid" IS NULL;
  UPDATE "_podcast_episodes_v" AS v SET "version_guid" = e."guid" FROM "podcast_episodes" AS e WHERE v."parent_id" = e."id" AND v."version_guid" IS NULL;
  CREATE INDEX "podcast_episodes_guid_idx" ON "podcast_episodes" USING btree ("guid");
  CREATE INDEX "_podcast_episodes_v_version_version_audio_idx" ON "_podcast_episodes_v" USING btree ("version_audio_id");
  CREATE INDEX "_podcast_episodes_v_version_version_guid_idx" ON "_podcast_episodes_v" USING btree ("version_guid");
  CREATE INDEX "redirects_rels_podcast_episodes_id_idx" ON "redirects_rels" USING btree ("podcast_episodes_id");
  CREATE INDEX "payload_locked_documents_rels_episode_audio_id_idx" ON "payload_locked_documents_rels" USING btree ("episode_audio_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "episode_audio" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "episode_audio" CASCADE;
  ALTER TABLE "podcast_episodes" DROP CONSTRAINT "podcast_episodes_audio_id_episode_audio_id_fk";
  
  ALTER TABLE "_podcast_episodes_v" DROP CONSTRAINT "_podcast_episodes_v_version_audio_id_episode_audio_id_fk";
  
  ALTER TABLE "redirects_rels" DROP CONSTRAINT "redirects_rels_podcast_episodes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_episode_audio_fk";
  
  DROP INDEX "podcast_episodes_audio_idx";
  DROP INDEX "podcast_episodes_guid_idx";
  DROP INDEX "_podcast_episodes_v_version_version_audio_idx";
  DROP INDEX "_podcast_episodes_v_version_version_guid_idx";
  DROP INDEX "redirects_rels_podcast_episodes_id_idx";
  DROP INDEX "payload_locked_documents_rels_episode_audio_id_idx";
  ALTER TABLE "podcast_episodes" DROP COLUMN "audio_id";
  ALTER TABLE "podcast_episodes" DROP COLUMN "season";
  ALTER TABLE "podcast_episodes" DROP COLUMN "episode_number";
  ALTER TABLE "podcast_episodes" DROP COLUMN "explicit";
  ALTER TABLE "podcast_episodes" DROP COLUMN "show_notes";
  ALTER TABLE "podcast_episodes" DROP COLUMN "transcript";
  ALTER TABLE "podcast_episodes" DROP COLUMN "guid";
  ALTER TABLE "_podcast_episodes_v" DROP COLUMN "version_audio_id";
  ALTER TABLE "_podcast_episodes_v" DROP COLUMN "version_season";
  ALTER TABLE "_podcast_episodes_v" DROP COLUMN "version_episode_number";
  ALTER TABLE "_podcast_episodes_v" DROP COLUMN "version_explicit";
  ALTER TABLE "_podcast_episodes_v" DROP COLUMN "version_show_notes";
  ALTER TABLE "_podcast_episodes_v" DROP COLUMN "version_transcript";
  ALTER TABLE "_podcast_episodes_v" DROP COLUMN "version_guid";
  ALTER TABLE "redirects_rels" DROP COLUMN "podcast_episodes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "episode_audio_id";
  ALTER TABLE "podcast_show" DROP COLUMN "author";
  ALTER TABLE "podcast_show" DROP COLUMN "owner_email";
  ALTER TABLE "podcast_show" DROP COLUMN "explicit";
  ALTER TABLE "podcast_show" DROP COLUMN "guid";`)
}
