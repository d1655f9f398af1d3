import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_imports_source" AS ENUM('wordpress', 'ghost');
  CREATE TYPE "public"."enum_site_imports_status" AS ENUM('uploaded', 'analysing', 'ready', 'importing', 'done', 'undoing', 'undone', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'importFile' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'importFile' BEFORE 'createCollectionExport';
  CREATE TABLE "authors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"bio" varchar,
  	"photo_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"source" "enum_site_imports_source" NOT NULL,
  	"filename" varchar NOT NULL,
  	"size" numeric NOT NULL,
  	"status" "enum_site_imports_status" DEFAULT 'uploaded' NOT NULL,
  	"dry_run" boolean DEFAULT false,
  	"file" varchar NOT NULL,
  	"report" jsonb,
  	"mapping" jsonb,
  	"progress_done" numeric DEFAULT 0,
  	"progress_total" numeric DEFAULT 0,
  	"summary" jsonb,
  	"error" varchar,
  	"started_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "posts" ADD COLUMN "author_id" integer;
  ALTER TABLE "_posts_v" ADD COLUMN "version_author_id" integer;
  ALTER TABLE "comments" ADD COLUMN "author_name" varchar;
  ALTER TABLE "comments" ADD COLUMN "parent_id" integer;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "imported" boolean DEFAULT false;
  ALTER TABLE "newsletter_subscribers" ADD COLUMN "consent" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "authors_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "site_imports_id" integer;
  ALTER TABLE "authors" ADD CONSTRAINT "authors_photo_id_uploads_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_imports" ADD CONSTRAINT "site_imports_started_by_id_users_id_fk" FOREIGN KEY ("started_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "authors_slug_idx" ON "authors" USING btree ("slug");
  CREATE INDEX "authors_photo_idx" ON "authors" USING btree ("photo_id");
  CREATE INDEX "authors_updated_at_idx" ON "authors" USING btree ("updated_at");
  CREATE INDEX "authors_created_at_idx" ON "authors" USING btree ("created_at");
  CREATE INDEX "site_imports_status_idx" ON "site_imports" USING btree ("status");
  CREATE INDEX "site_imports_started_by_idx" ON "site_imports" USING btree ("started_by_id");
  CREATE INDEX "site_imports_updated_at_idx" ON "site_imports" USING btree ("updated_at");
  CREATE INDEX "site_imports_created_at_idx" ON "site_imports" USING btree ("created_at");
  ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_author_id_authors_id_fk" FOREIGN KEY ("version_author_id") REFERENCES "public"."authors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "comments" ADD CONSTRAINT "comments_parent_id_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_authors_fk" FOREIGN KEY ("authors_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_site_imports_fk" FOREIGN KEY ("site_imports_id") REFERENCES "public"."site_imports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "posts_author_idx" ON "posts" USING btree ("author_id");
  CREATE INDEX "_posts_v_version_version_author_idx" ON "_posts_v" USING btree ("version_author_id");
  CREATE INDEX "comments_parent_idx" ON "comments" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_authors_id_idx" ON "payload_locked_documents_rels" USING btree ("authors_id");
  CREATE INDEX "payload_locked_documents_rels_site_imports_id_idx" ON "payload_locked_documents_rels" USING btree ("site_imports_id");`)
  // What each import brought in (src/lib/db/importRecords.ts): the source's key for an item,
  // the document it became, and whether the import created it.
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS import_records (
      key text PRIMARY KEY,
      import_id integer NOT NULL,
      collection text NOT NULL,
      doc_id integer NOT NULL,
      created boolean NOT NULL,
      numeric_id integer,
      recorded_at timestamptz NOT NULL DEFAULT clock_timestamp()
    );
    CREATE INDEX IF NOT EXISTS import_records_import_idx ON import_records (import_id);
    CREATE INDEX IF NOT EXISTS import_records_numeric_idx ON import_records (numeric_id) WHERE numeric_id IS NOT NULL;
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS import_records;`)
  await db.execute(sql`
   ALTER TABLE "authors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_imports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "authors" CASCADE;
  DROP TABLE "site_imports" CASCADE;
  ALTER TABLE "posts" DROP CONSTRAINT "posts_author_id_authors_id_fk";
  
  ALTER TABLE "_posts_v" DROP CONSTRAINT "_posts_v_version_author_id_authors_id_fk";
  
  ALTER TABLE "comments" DROP CONSTRAINT "comments_parent_id_comments_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_authors_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_site_imports_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'newsletterBatch', 'commentDigest', 'forgetSubmissions', 'deliverEmail', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'newsletterBatch', 'commentDigest', 'forgetSubmissions', 'deliverEmail', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "posts_author_idx";
  DROP INDEX "_posts_v_version_version_author_idx";
  DROP INDEX "comments_parent_idx";
  DROP INDEX "payload_locked_documents_rels_authors_id_idx";
  DROP INDEX "payload_locked_documents_rels_site_imports_id_idx";
  ALTER TABLE "posts" DROP COLUMN "author_id";
  ALTER TABLE "_posts_v" DROP COLUMN "version_author_id";
  ALTER TABLE "comments" DROP COLUMN "author_name";
  ALTER TABLE "comments" DROP COLUMN "parent_id";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "imported";
  ALTER TABLE "newsletter_subscribers" DROP COLUMN "consent";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "authors_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "site_imports_id";
  DROP TYPE "public"."enum_site_imports_source";
  DROP TYPE "public"."enum_site_imports_status";`)
}
