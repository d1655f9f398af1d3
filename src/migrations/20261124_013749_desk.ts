import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_newsletter_sends_topic" AS ENUM('general', 'podcast');
  CREATE TYPE "public"."enum_newsletter_sends_status" AS ENUM('queued', 'sending', 'sent', 'failed');
  CREATE TYPE "public"."enum_newsletter_deliveries_status" AS ENUM('pending', 'sent', 'failed');
  CREATE TYPE "public"."enum_donations_status" AS ENUM('new', 'read', 'answered');
  CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_exports_format" AS ENUM('csv', 'json');
  CREATE TYPE "public"."enum_exports_sort_order" AS ENUM('asc', 'desc');
  CREATE TYPE "public"."enum_exports_drafts" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_imports_import_mode" AS ENUM('create', 'update', 'upsert');
  CREATE TYPE "public"."enum_imports_status" AS ENUM('pending', 'completed', 'partial', 'failed');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'newsletterBatch', 'commentDigest', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'newsletterBatch', 'commentDigest', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TYPE "public"."enum_users_role" ADD VALUE 'editor' BEFORE 'member';
  CREATE TABLE "newsletter_sends" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"post_id" integer NOT NULL,
  	"subject" varchar NOT NULL,
  	"topic" "enum_newsletter_sends_topic" DEFAULT 'general' NOT NULL,
  	"status" "enum_newsletter_sends_status" DEFAULT 'queued' NOT NULL,
  	"total" numeric DEFAULT 0 NOT NULL,
  	"sent" numeric DEFAULT 0 NOT NULL,
  	"failed" numeric DEFAULT 0 NOT NULL,
  	"started_by_id" integer,
  	"finished_at" timestamp(3) with time zone,
  	"last_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"send_id" integer NOT NULL,
  	"subscriber_id" integer NOT NULL,
  	"email" varchar NOT NULL,
  	"batch" numeric NOT NULL,
  	"status" "enum_newsletter_deliveries_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"sent_at" timestamp(3) with time zone,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'reference',
  	"to_url" varchar,
  	"destination" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"posts_id" integer,
  	"pages_id" integer,
  	"organizations_id" integer,
  	"lyrics_analyses_id" integer,
  	"music_analyses_id" integer,
  	"media_items_id" integer,
  	"playlists_id" integer,
  	"reading_plans_id" integer,
  	"books_id" integer
  );
  
  CREATE TABLE "exports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"format" "enum_exports_format" DEFAULT 'csv' NOT NULL,
  	"limit" numeric,
  	"page" numeric DEFAULT 1,
  	"sort" varchar,
  	"sort_order" "enum_exports_sort_order",
  	"drafts" "enum_exports_drafts" DEFAULT 'yes',
  	"collection_slug" varchar DEFAULT 'contact-messages' NOT NULL,
  	"where" jsonb DEFAULT '{}'::jsonb,
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
  
  CREATE TABLE "exports_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"collection_slug" varchar NOT NULL,
  	"import_mode" "enum_imports_import_mode",
  	"match_field" varchar DEFAULT 'id',
  	"status" "enum_imports_status" DEFAULT 'pending',
  	"summary_imported" numeric,
  	"summary_updated" numeric,
  	"summary_total" numeric,
  	"summary_issues" numeric,
  	"summary_issue_details" jsonb,
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
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  -- Views per post and month, counted beside posts.views (src/lib/data/postViews.ts) for the
  -- admin dashboard's "most read this month".
  CREATE TABLE "post_monthly_views" (
  	"post_id" integer NOT NULL REFERENCES "posts"("id") ON DELETE CASCADE,
  	"month" date NOT NULL,
  	"views" integer DEFAULT 0 NOT NULL,
  	PRIMARY KEY ("month", "post_id")
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "contact_messages" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "contact_messages" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  UPDATE "contact_messages" SET "status" = CASE "status" WHEN 'reviewed' THEN 'read' WHEN 'done' THEN 'answered' ELSE "status" END;
  DROP TYPE "public"."enum_contact_messages_status";
  CREATE TYPE "public"."enum_contact_messages_status" AS ENUM('new', 'read', 'answered');
  ALTER TABLE "contact_messages" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_contact_messages_status";
  ALTER TABLE "contact_messages" ALTER COLUMN "status" SET DATA TYPE "public"."enum_contact_messages_status" USING "status"::"public"."enum_contact_messages_status";
  ALTER TABLE "music_suggestions" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "music_suggestions" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  UPDATE "music_suggestions" SET "status" = CASE "status" WHEN 'reviewed' THEN 'read' WHEN 'done' THEN 'accepted' ELSE "status" END;
  DROP TYPE "public"."enum_music_suggestions_status";
  CREATE TYPE "public"."enum_music_suggestions_status" AS ENUM('new', 'read', 'accepted', 'declined');
  ALTER TABLE "music_suggestions" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_music_suggestions_status";
  ALTER TABLE "music_suggestions" ALTER COLUMN "status" SET DATA TYPE "public"."enum_music_suggestions_status" USING "status"::"public"."enum_music_suggestions_status";
  ALTER TABLE "media_submissions" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "media_submissions" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  UPDATE "media_submissions" SET "status" = CASE "status" WHEN 'reviewed' THEN 'read' WHEN 'done' THEN 'accepted' ELSE "status" END;
  DROP TYPE "public"."enum_media_submissions_status";
  CREATE TYPE "public"."enum_media_submissions_status" AS ENUM('new', 'read', 'accepted', 'declined');
  ALTER TABLE "media_submissions" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_media_submissions_status";
  ALTER TABLE "media_submissions" ALTER COLUMN "status" SET DATA TYPE "public"."enum_media_submissions_status" USING "status"::"public"."enum_media_submissions_status";
  ALTER TABLE "book_suggestions" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "book_suggestions" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  UPDATE "book_suggestions" SET "status" = CASE "status" WHEN 'reviewed' THEN 'read' WHEN 'done' THEN 'accepted' ELSE "status" END;
  DROP TYPE "public"."enum_book_suggestions_status";
  CREATE TYPE "public"."enum_book_suggestions_status" AS ENUM('new', 'read', 'accepted', 'declined');
  ALTER TABLE "book_suggestions" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_book_suggestions_status";
  ALTER TABLE "book_suggestions" ALTER COLUMN "status" SET DATA TYPE "public"."enum_book_suggestions_status" USING "status"::"public"."enum_book_suggestions_status";
  ALTER TABLE "posts" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "posts" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "posts" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_posts_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "_posts_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "organizations" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "organizations" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "organizations" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_organizations_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_organizations_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_organizations_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "_organizations_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "lyrics_analyses" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "lyrics_analyses" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "lyrics_analyses" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_lyrics_analyses_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_lyrics_analyses_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_lyrics_analyses_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "_lyrics_analyses_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "music_analyses" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "music_analyses" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "music_analyses" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_music_analyses_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_music_analyses_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_music_analyses_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "_music_analyses_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_media_items_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_playlists_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_podcast_episodes_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_reading_plans_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "_books_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "pages" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "pages" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "pages" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "music_suggestions" ADD COLUMN "analysis_id" integer;
  ALTER TABLE "donations" ADD COLUMN "status" "enum_donations_status" DEFAULT 'new' NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_sends_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_deliveries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_started_by_id_users_id_fk" FOREIGN KEY ("started_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_send_id_newsletter_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."newsletter_sends"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_organizations_fk" FOREIGN KEY ("organizations_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_lyrics_analyses_fk" FOREIGN KEY ("lyrics_analyses_id") REFERENCES "public"."lyrics_analyses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_music_analyses_fk" FOREIGN KEY ("music_analyses_id") REFERENCES "public"."music_analyses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_media_items_fk" FOREIGN KEY ("media_items_id") REFERENCES "public"."media_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_playlists_fk" FOREIGN KEY ("playlists_id") REFERENCES "public"."playlists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_reading_plans_fk" FOREIGN KEY ("reading_plans_id") REFERENCES "public"."reading_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_books_fk" FOREIGN KEY ("books_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "exports_texts" ADD CONSTRAINT "exports_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."exports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "newsletter_sends_post_idx" ON "newsletter_sends" USING btree ("post_id");
  CREATE INDEX "newsletter_sends_status_idx" ON "newsletter_sends" USING btree ("status");
  CREATE INDEX "newsletter_sends_started_by_idx" ON "newsletter_sends" USING btree ("started_by_id");
  CREATE INDEX "newsletter_sends_updated_at_idx" ON "newsletter_sends" USING btree ("updated_at");
  CREATE INDEX "newsletter_sends_created_at_idx" ON "newsletter_sends" USING btree ("created_at");
  CREATE INDEX "newsletter_deliveries_send_idx" ON "newsletter_deliveries" USING btree ("send_id");
  CREATE INDEX "newsletter_deliveries_subscriber_idx" ON "newsletter_deliveries" USING btree ("subscriber_id");
  CREATE INDEX "newsletter_deliveries_batch_idx" ON "newsletter_deliveries" USING btree ("batch");
  CREATE INDEX "newsletter_deliveries_status_idx" ON "newsletter_deliveries" USING btree ("status");
  CREATE INDEX "newsletter_deliveries_updated_at_idx" ON "newsletter_deliveries" USING btree ("updated_at");
  CREATE INDEX "newsletter_deliveries_created_at_idx" ON "newsletter_deliveries" USING btree ("created_at");
  CREATE UNIQUE INDEX "send_subscriber_idx" ON "newsletter_deliveries" USING btree ("send_id","subscriber_id");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_destination_idx" ON "redirects" USING btree ("destination");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_posts_id_idx" ON "redirects_rels" USING btree ("posts_id");
  CREATE INDEX "redirects_rels_pages_id_idx" ON "redirects_rels" USING btree ("pages_id");
  CREATE INDEX "redirects_rels_organizations_id_idx" ON "redirects_rels" USING btree ("organizations_id");
  CREATE INDEX "redirects_rels_lyrics_analyses_id_idx" ON "redirects_rels" USING btree ("lyrics_analyses_id");
  CREATE INDEX "redirects_rels_music_analyses_id_idx" ON "redirects_rels" USING btree ("music_analyses_id");
  CREATE INDEX "redirects_rels_media_items_id_idx" ON "redirects_rels" USING btree ("media_items_id");
  CREATE INDEX "redirects_rels_playlists_id_idx" ON "redirects_rels" USING btree ("playlists_id");
  CREATE INDEX "redirects_rels_reading_plans_id_idx" ON "redirects_rels" USING btree ("reading_plans_id");
  CREATE INDEX "redirects_rels_books_id_idx" ON "redirects_rels" USING btree ("books_id");
  CREATE INDEX "exports_updated_at_idx" ON "exports" USING btree ("updated_at");
  CREATE INDEX "exports_created_at_idx" ON "exports" USING btree ("created_at");
  CREATE UNIQUE INDEX "exports_filename_idx" ON "exports" USING btree ("filename");
  CREATE INDEX "exports_texts_order_parent" ON "exports_texts" USING btree ("order","parent_id");
  CREATE INDEX "imports_updated_at_idx" ON "imports" USING btree ("updated_at");
  CREATE INDEX "imports_created_at_idx" ON "imports" USING btree ("created_at");
  CREATE UNIQUE INDEX "imports_filename_idx" ON "imports" USING btree ("filename");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "posts" ADD CONSTRAINT "posts_meta_image_id_uploads_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_meta_image_id_uploads_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "organizations" ADD CONSTRAINT "organizations_meta_image_id_uploads_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_organizations_v" ADD CONSTRAINT "_organizations_v_version_meta_image_id_uploads_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lyrics_analyses" ADD CONSTRAINT "lyrics_analyses_meta_image_id_uploads_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_lyrics_analyses_v" ADD CONSTRAINT "_lyrics_analyses_v_version_meta_image_id_uploads_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "music_analyses" ADD CONSTRAINT "music_analyses_meta_image_id_uploads_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_music_analyses_v" ADD CONSTRAINT "_music_analyses_v_version_meta_image_id_uploads_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_uploads_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_uploads_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "music_suggestions" ADD CONSTRAINT "music_suggestions_analysis_id_music_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."music_analyses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_sends_fk" FOREIGN KEY ("newsletter_sends_id") REFERENCES "public"."newsletter_sends"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_deliveries_fk" FOREIGN KEY ("newsletter_deliveries_id") REFERENCES "public"."newsletter_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "posts_meta_meta_image_idx" ON "posts" USING btree ("meta_image_id");
  CREATE INDEX "_posts_v_version_meta_version_meta_image_idx" ON "_posts_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_posts_v_autosave_idx" ON "_posts_v" USING btree ("autosave");
  CREATE INDEX "organizations_meta_meta_image_idx" ON "organizations" USING btree ("meta_image_id");
  CREATE INDEX "_organizations_v_version_meta_version_meta_image_idx" ON "_organizations_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_organizations_v_autosave_idx" ON "_organizations_v" USING btree ("autosave");
  CREATE INDEX "lyrics_analyses_meta_meta_image_idx" ON "lyrics_analyses" USING btree ("meta_image_id");
  CREATE INDEX "_lyrics_analyses_v_version_meta_version_meta_image_idx" ON "_lyrics_analyses_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_lyrics_analyses_v_autosave_idx" ON "_lyrics_analyses_v" USING btree ("autosave");
  CREATE INDEX "music_analyses_meta_meta_image_idx" ON "music_analyses" USING btree ("meta_image_id");
  CREATE INDEX "_music_analyses_v_version_meta_version_meta_image_idx" ON "_music_analyses_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_music_analyses_v_autosave_idx" ON "_music_analyses_v" USING btree ("autosave");
  CREATE INDEX "_media_items_v_autosave_idx" ON "_media_items_v" USING btree ("autosave");
  CREATE INDEX "_playlists_v_autosave_idx" ON "_playlists_v" USING btree ("autosave");
  CREATE INDEX "_podcast_episodes_v_autosave_idx" ON "_podcast_episodes_v" USING btree ("autosave");
  CREATE INDEX "_reading_plans_v_autosave_idx" ON "_reading_plans_v" USING btree ("autosave");
  CREATE INDEX "_books_v_autosave_idx" ON "_books_v" USING btree ("autosave");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages" USING btree ("meta_image_id");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "music_suggestions_analysis_idx" ON "music_suggestions" USING btree ("analysis_id");
  CREATE INDEX "donations_status_idx" ON "donations" USING btree ("status");
  CREATE INDEX "payload_locked_documents_rels_newsletter_sends_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_sends_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_deliveries_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "newsletter_sends" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_deliveries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "exports_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "imports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "newsletter_sends" CASCADE;
  DROP TABLE "newsletter_deliveries" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  DROP TABLE "exports" CASCADE;
  DROP TABLE "exports_texts" CASCADE;
  DROP TABLE "imports" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "posts" DROP CONSTRAINT "posts_meta_image_id_uploads_id_fk";
  
  ALTER TABLE "_posts_v" DROP CONSTRAINT "_posts_v_version_meta_image_id_uploads_id_fk";
  
  ALTER TABLE "organizations" DROP CONSTRAINT "organizations_meta_image_id_uploads_id_fk";
  
  ALTER TABLE "_organizations_v" DROP CONSTRAINT "_organizations_v_version_meta_image_id_uploads_id_fk";
  
  ALTER TABLE "lyrics_analyses" DROP CONSTRAINT "lyrics_analyses_meta_image_id_uploads_id_fk";
  
  ALTER TABLE "_lyrics_analyses_v" DROP CONSTRAINT "_lyrics_analyses_v_version_meta_image_id_uploads_id_fk";
  
  ALTER TABLE "music_analyses" DROP CONSTRAINT "music_analyses_meta_image_id_uploads_id_fk";
  
  ALTER TABLE "_music_analyses_v" DROP CONSTRAINT "_music_analyses_v_version_meta_image_id_uploads_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_meta_image_id_uploads_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_meta_image_id_uploads_id_fk";
  
  ALTER TABLE "music_suggestions" DROP CONSTRAINT "music_suggestions_analysis_id_music_analyses_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_sends_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_deliveries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  ALTER TABLE "contact_messages" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "contact_messages" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  UPDATE "contact_messages" SET "status" = CASE WHEN "status" = 'read' THEN 'reviewed' WHEN "status" IN ('answered', 'accepted', 'declined') THEN 'done' ELSE "status" END;
  DROP TYPE "public"."enum_contact_messages_status";
  CREATE TYPE "public"."enum_contact_messages_status" AS ENUM('new', 'reviewed', 'done');
  ALTER TABLE "contact_messages" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_contact_messages_status";
  ALTER TABLE "contact_messages" ALTER COLUMN "status" SET DATA TYPE "public"."enum_contact_messages_status" USING "status"::"public"."enum_contact_messages_status";
  ALTER TABLE "music_suggestions" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "music_suggestions" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  UPDATE "music_suggestions" SET "status" = CASE WHEN "status" = 'read' THEN 'reviewed' WHEN "status" IN ('answered', 'accepted', 'declined') THEN 'done' ELSE "status" END;
  DROP TYPE "public"."enum_music_suggestions_status";
  CREATE TYPE "public"."enum_music_suggestions_status" AS ENUM('new', 'reviewed', 'done');
  ALTER TABLE "music_suggestions" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_music_suggestions_status";
  ALTER TABLE "music_suggestions" ALTER COLUMN "status" SET DATA TYPE "public"."enum_music_suggestions_status" USING "status"::"public"."enum_music_suggestions_status";
  ALTER TABLE "media_submissions" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "media_submissions" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  UPDATE "media_submissions" SET "status" = CASE WHEN "status" = 'read' THEN 'reviewed' WHEN "status" IN ('answered', 'accepted', 'declined') THEN 'done' ELSE "status" END;
  DROP TYPE "public"."enum_media_submissions_status";
  CREATE TYPE "public"."enum_media_submissions_status" AS ENUM('new', 'reviewed', 'done');
  ALTER TABLE "media_submissions" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_media_submissions_status";
  ALTER TABLE "media_submissions" ALTER COLUMN "status" SET DATA TYPE "public"."enum_media_submissions_status" USING "status"::"public"."enum_media_submissions_status";
  ALTER TABLE "book_suggestions" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "book_suggestions" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  UPDATE "book_suggestions" SET "status" = CASE WHEN "status" = 'read' THEN 'reviewed' WHEN "status" IN ('answered', 'accepted', 'declined') THEN 'done' ELSE "status" END;
  DROP TYPE "public"."enum_book_suggestions_status";
  CREATE TYPE "public"."enum_book_suggestions_status" AS ENUM('new', 'reviewed', 'done');
  ALTER TABLE "book_suggestions" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_book_suggestions_status";
  ALTER TABLE "book_suggestions" ALTER COLUMN "status" SET DATA TYPE "public"."enum_book_suggestions_status" USING "status"::"public"."enum_book_suggestions_status";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'member'::text;
  UPDATE "users" SET "role" = 'member' WHERE "role" = 'editor';
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'member');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'member'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  DROP INDEX "posts_meta_meta_image_idx";
  DROP INDEX "_posts_v_version_meta_version_meta_image_idx";
  DROP INDEX "_posts_v_autosave_idx";
  DROP INDEX "organizations_meta_meta_image_idx";
  DROP INDEX "_organizations_v_version_meta_version_meta_image_idx";
  DROP INDEX "_organizations_v_autosave_idx";
  DROP INDEX "lyrics_analyses_meta_meta_image_idx";
  DROP INDEX "_lyrics_analyses_v_version_meta_version_meta_image_idx";
  DROP INDEX "_lyrics_analyses_v_autosave_idx";
  DROP INDEX "music_analyses_meta_meta_image_idx";
  DROP INDEX "_music_analyses_v_version_meta_version_meta_image_idx";
  DROP INDEX "_music_analyses_v_autosave_idx";
  DROP INDEX "_media_items_v_autosave_idx";
  DROP INDEX "_playlists_v_autosave_idx";
  DROP INDEX "_podcast_episodes_v_autosave_idx";
  DROP INDEX "_reading_plans_v_autosave_idx";
  DROP INDEX "_books_v_autosave_idx";
  DROP INDEX "pages_meta_meta_image_idx";
  DROP INDEX "_pages_v_version_meta_version_meta_image_idx";
  DROP INDEX "_pages_v_autosave_idx";
  DROP INDEX "music_suggestions_analysis_idx";
  DROP INDEX "donations_status_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_sends_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_deliveries_id_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "posts" DROP COLUMN "meta_title";
  ALTER TABLE "posts" DROP COLUMN "meta_description";
  ALTER TABLE "posts" DROP COLUMN "meta_image_id";
  ALTER TABLE "_posts_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_posts_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_posts_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "_posts_v" DROP COLUMN "autosave";
  ALTER TABLE "organizations" DROP COLUMN "meta_title";
  ALTER TABLE "organizations" DROP COLUMN "meta_description";
  ALTER TABLE "organizations" DROP COLUMN "meta_image_id";
  ALTER TABLE "_organizations_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_organizations_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_organizations_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "_organizations_v" DROP COLUMN "autosave";
  ALTER TABLE "lyrics_analyses" DROP COLUMN "meta_title";
  ALTER TABLE "lyrics_analyses" DROP COLUMN "meta_description";
  ALTER TABLE "lyrics_analyses" DROP COLUMN "meta_image_id";
  ALTER TABLE "_lyrics_analyses_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_lyrics_analyses_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_lyrics_analyses_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "_lyrics_analyses_v" DROP COLUMN "autosave";
  ALTER TABLE "music_analyses" DROP COLUMN "meta_title";
  ALTER TABLE "music_analyses" DROP COLUMN "meta_description";
  ALTER TABLE "music_analyses" DROP COLUMN "meta_image_id";
  ALTER TABLE "_music_analyses_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_music_analyses_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_music_analyses_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "_music_analyses_v" DROP COLUMN "autosave";
  ALTER TABLE "_media_items_v" DROP COLUMN "autosave";
  ALTER TABLE "_playlists_v" DROP COLUMN "autosave";
  ALTER TABLE "_podcast_episodes_v" DROP COLUMN "autosave";
  ALTER TABLE "_reading_plans_v" DROP COLUMN "autosave";
  ALTER TABLE "_books_v" DROP COLUMN "autosave";
  ALTER TABLE "pages" DROP COLUMN "meta_title";
  ALTER TABLE "pages" DROP COLUMN "meta_description";
  ALTER TABLE "pages" DROP COLUMN "meta_image_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_description";
  ALTER TABLE "_pages_v" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "_pages_v" DROP COLUMN "autosave";
  ALTER TABLE "music_suggestions" DROP COLUMN "analysis_id";
  ALTER TABLE "donations" DROP COLUMN "status";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_sends_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_deliveries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  DROP TABLE "post_monthly_views";
  DROP TYPE "public"."enum_newsletter_sends_topic";
  DROP TYPE "public"."enum_newsletter_sends_status";
  DROP TYPE "public"."enum_newsletter_deliveries_status";
  DROP TYPE "public"."enum_donations_status";
  DROP TYPE "public"."enum_redirects_to_type";
  DROP TYPE "public"."enum_exports_format";
  DROP TYPE "public"."enum_exports_sort_order";
  DROP TYPE "public"."enum_exports_drafts";
  DROP TYPE "public"."enum_imports_import_mode";
  DROP TYPE "public"."enum_imports_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
