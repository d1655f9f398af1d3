import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Edited by hand: a member's reading progress goes with the member or the plan (ON DELETE
// cascade; Payload generates "set null", which a NOT NULL column cannot take).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_donations_frequency" AS ENUM('one-time', 'monthly');
  CREATE TABLE "reading_progress" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"plan_id" integer NOT NULL,
  	"progress" jsonb DEFAULT '{}'::jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "donations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"amount" numeric NOT NULL,
  	"currency" varchar DEFAULT 'usd' NOT NULL,
  	"frequency" "enum_donations_frequency" NOT NULL,
  	"donor_name" varchar,
  	"donor_email" varchar,
  	"provider" varchar DEFAULT 'stripe' NOT NULL,
  	"stripe_session_id" varchar,
  	"thank_you_sent_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reading_progress_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "donations_id" integer;
  ALTER TABLE "reading_progress" ADD CONSTRAINT "reading_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reading_progress" ADD CONSTRAINT "reading_progress_plan_id_reading_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."reading_plans"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "reading_progress_user_idx" ON "reading_progress" USING btree ("user_id");
  CREATE INDEX "reading_progress_plan_idx" ON "reading_progress" USING btree ("plan_id");
  CREATE INDEX "reading_progress_updated_at_idx" ON "reading_progress" USING btree ("updated_at");
  CREATE INDEX "reading_progress_created_at_idx" ON "reading_progress" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_plan_idx" ON "reading_progress" USING btree ("user_id","plan_id");
  CREATE UNIQUE INDEX "donations_stripe_session_id_idx" ON "donations" USING btree ("stripe_session_id");
  CREATE INDEX "donations_updated_at_idx" ON "donations" USING btree ("updated_at");
  CREATE INDEX "donations_created_at_idx" ON "donations" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reading_progress_fk" FOREIGN KEY ("reading_progress_id") REFERENCES "public"."reading_progress"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_donations_fk" FOREIGN KEY ("donations_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reading_progress_id_idx" ON "payload_locked_documents_rels" USING btree ("reading_progress_id");
  CREATE INDEX "payload_locked_documents_rels_donations_id_idx" ON "payload_locked_documents_rels" USING btree ("donations_id");
  ALTER TABLE "site_settings" DROP COLUMN "donations_stripe_payment_link";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reading_progress" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "donations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reading_progress" CASCADE;
  DROP TABLE "donations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reading_progress_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_donations_fk";
  
  DROP INDEX "payload_locked_documents_rels_reading_progress_id_idx";
  DROP INDEX "payload_locked_documents_rels_donations_id_idx";
  ALTER TABLE "site_settings" ADD COLUMN "donations_stripe_payment_link" varchar;
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reading_progress_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "donations_id";
  DROP TYPE "public"."enum_donations_frequency";`)
}
