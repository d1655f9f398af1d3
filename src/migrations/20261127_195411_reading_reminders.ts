import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reading_reminder_deliveries_status" AS ENUM('sending', 'sent', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'readingReminders' BEFORE 'createCollectionExport';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'readingReminders' BEFORE 'createCollectionExport';
  CREATE TABLE "reading_reminders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"plan_id" integer NOT NULL,
  	"enabled" boolean DEFAULT true NOT NULL,
  	"hour" numeric NOT NULL,
  	"time_zone" varchar NOT NULL,
  	"since" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reading_reminder_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reminder_id" integer NOT NULL,
  	"local_date" varchar NOT NULL,
  	"day" numeric NOT NULL,
  	"status" "enum_reading_reminder_deliveries_status" DEFAULT 'sending' NOT NULL,
  	"attempts" numeric DEFAULT 1 NOT NULL,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reading_reminders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reading_reminder_deliveries_id" integer;
  ALTER TABLE "reading_reminders" ADD CONSTRAINT "reading_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reading_reminders" ADD CONSTRAINT "reading_reminders_plan_id_reading_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."reading_plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reading_reminder_deliveries" ADD CONSTRAINT "reading_reminder_deliveries_reminder_id_reading_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."reading_reminders"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "reading_reminders_user_idx" ON "reading_reminders" USING btree ("user_id");
  CREATE INDEX "reading_reminders_plan_idx" ON "reading_reminders" USING btree ("plan_id");
  CREATE INDEX "reading_reminders_enabled_idx" ON "reading_reminders" USING btree ("enabled");
  CREATE INDEX "reading_reminders_updated_at_idx" ON "reading_reminders" USING btree ("updated_at");
  CREATE INDEX "reading_reminders_created_at_idx" ON "reading_reminders" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_plan_1_idx" ON "reading_reminders" USING btree ("user_id","plan_id");
  CREATE INDEX "reading_reminder_deliveries_reminder_idx" ON "reading_reminder_deliveries" USING btree ("reminder_id");
  CREATE INDEX "reading_reminder_deliveries_updated_at_idx" ON "reading_reminder_deliveries" USING btree ("updated_at");
  CREATE INDEX "reading_reminder_deliveries_created_at_idx" ON "reading_reminder_deliveries" USING btree ("created_at");
  CREATE UNIQUE INDEX "reminder_localDate_idx" ON "reading_reminder_deliveries" USING btree ("reminder_id","local_date");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reading_reminders_fk" FOREIGN KEY ("reading_reminders_id") REFERENCES "public"."reading_reminders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reading_reminder_deliveries_fk" FOREIGN KEY ("reading_reminder_deliveries_id") REFERENCES "public"."reading_reminder_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reading_reminders_id_idx" ON "payload_locked_documents_rels" USING btree ("reading_reminders_id");
  CREATE INDEX "payload_locked_documents_rels_reading_reminder_deliverie_idx" ON "payload_locked_documents_rels" USING btree ("reading_reminder_deliveries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reading_reminders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reading_reminder_deliveries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reading_reminders" CASCADE;
  DROP TABLE "reading_reminder_deliveries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reading_reminders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reading_reminder_deliveries_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'newsletterBatch', 'commentDigest', 'forgetSubmissions', 'deliverEmail', 'importFile', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'newsletterBatch', 'commentDigest', 'forgetSubmissions', 'deliverEmail', 'importFile', 'createCollectionExport', 'createCollectionImport', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_reading_reminders_id_idx";
  DROP INDEX "payload_locked_documents_rels_reading_reminder_deliverie_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reading_reminders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reading_reminder_deliveries_id";
  DROP TYPE "public"."enum_reading_reminder_deliveries_status";`)
}
