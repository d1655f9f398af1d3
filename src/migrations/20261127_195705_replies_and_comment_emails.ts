import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// A comment e-mail belongs to its comment: deleting the comment (or its post) takes it along.
// Payload generates ON DELETE SET NULL, which the NOT NULL column would refuse, so the
// constraint is written as CASCADE here (the snapshot keeps Payload's form, as the schema does).
// Going down restores the jobs' task list as the reading reminders' migration (applied before
// this one) left it: 'readingReminders' stays.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_comment_notices_kind" AS ENUM('approved', 'reply');
  CREATE TYPE "public"."enum_comment_notices_status" AS ENUM('pending', 'sent', 'skipped');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'commentNotice' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'commentNotice' BEFORE 'createCollectionExport';
  CREATE TABLE "comment_notices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_comment_notices_kind" NOT NULL,
  	"comment_id" integer NOT NULL,
  	"status" "enum_comment_notices_status" DEFAULT 'pending' NOT NULL,
  	"sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "comments" ADD COLUMN "author_reply" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "email_on_approval" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "email_on_reply" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "comment_emails_token" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "comment_notices_id" integer;
  ALTER TABLE "comment_notices" ADD CONSTRAINT "comment_notices_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "comment_notices_comment_idx" ON "comment_notices" USING btree ("comment_id");
  CREATE INDEX "comment_notices_status_idx" ON "comment_notices" USING btree ("status");
  CREATE INDEX "comment_notices_updated_at_idx" ON "comment_notices" USING btree ("updated_at");
  CREATE INDEX "comment_notices_created_at_idx" ON "comment_notices" USING btree ("created_at");
  CREATE UNIQUE INDEX "kind_comment_idx" ON "comment_notices" USING btree ("kind","comment_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_comment_notices_fk" FOREIGN KEY ("comment_notices_id") REFERENCES "public"."comment_notices"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "users_comment_emails_token_idx" ON "users" USING btree ("comment_emails_token");
  CREATE INDEX "payload_locked_documents_rels_comment_notices_id_idx" ON "payload_locked_documents_rels" USING btree ("comment_notices_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "comment_notices" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "comment_notices" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_comment_notices_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'newsletterBatch', 'commentDigest', 'forgetSubmissions', 'deliverEmail', 'importFile', 'readingReminders', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'newsletterBatch', 'commentDigest', 'forgetSubmissions', 'deliverEmail', 'importFile', 'readingReminders', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "users_comment_emails_token_idx";
  DROP INDEX "payload_locked_documents_rels_comment_notices_id_idx";
  ALTER TABLE "comments" DROP COLUMN "author_reply";
  ALTER TABLE "users" DROP COLUMN "email_on_approval";
  ALTER TABLE "users" DROP COLUMN "email_on_reply";
  ALTER TABLE "users" DROP COLUMN "comment_emails_token";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "comment_notices_id";
  DROP TYPE "public"."enum_comment_notices_kind";
  DROP TYPE "public"."enum_comment_notices_status";`)
}
