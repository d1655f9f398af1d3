import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "integrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stripe_secret_key" varchar,
  	"stripe_webhook_secret" varchar,
  	"google_client_id" varchar,
  	"google_client_secret" varchar,
  	"github_client_id" varchar,
  	"github_client_secret" varchar,
  	"apple_client_id" varchar,
  	"apple_team_id" varchar,
  	"apple_key_id" varchar,
  	"apple_private_key" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "integrations" CASCADE;`)
}
