import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "site_settings_discernment_organization_categories" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_discernment_organization_verdicts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL
  );
  
  ALTER TABLE "organizations" ALTER COLUMN "category" SET DATA TYPE varchar;
  ALTER TABLE "organizations" ALTER COLUMN "verdict" SET DATA TYPE varchar;
  ALTER TABLE "_organizations_v" ALTER COLUMN "version_category" SET DATA TYPE varchar;
  ALTER TABLE "_organizations_v" ALTER COLUMN "version_verdict" SET DATA TYPE varchar;
  ALTER TABLE "site_settings" ADD COLUMN "discernment_disclaimer" varchar DEFAULT 'The author of these evaluations is not a licensed pastor or counselor. They are offered to help you weigh things in the light of Scripture and do not replace the counsel of your pastor or local church.';
  ALTER TABLE "site_settings_discernment_organization_categories" ADD CONSTRAINT "site_settings_discernment_organization_categories_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_discernment_organization_verdicts" ADD CONSTRAINT "site_settings_discernment_organization_verdicts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_discernment_organization_categories_order_idx" ON "site_settings_discernment_organization_categories" USING btree ("_order");
  CREATE INDEX "site_settings_discernment_organization_categories_parent_id_idx" ON "site_settings_discernment_organization_categories" USING btree ("_parent_id");
  CREATE INDEX "site_settings_discernment_organization_verdicts_order_idx" ON "site_settings_discernment_organization_verdicts" USING btree ("_order");
  CREATE INDEX "site_settings_discernment_organization_verdicts_parent_id_idx" ON "site_settings_discernment_organization_verdicts" USING btree ("_parent_id");
  CREATE INDEX "organizations_verdict_idx" ON "organizations" USING btree ("verdict");
  CREATE INDEX "_organizations_v_version_version_verdict_idx" ON "_organizations_v" USING btree ("version_verdict");
  DROP TYPE "public"."enum_organizations_category";
  DROP TYPE "public"."enum_organizations_verdict";
  DROP TYPE "public"."enum__organizations_v_version_category";
  DROP TYPE "public"."enum__organizations_v_version_verdict";`)
  // A site that already has its settings gets the lists the code used to hold, so the creator
  // sees them in the admin and can edit them from there.
  await db.execute(sql`
  INSERT INTO "site_settings_discernment_organization_categories" ("_order", "_parent_id", "id", "name")
    SELECT t.n, s.id, substr(md5(random()::text || t.name), 1, 24), t.name FROM "site_settings" s,
      unnest(ARRAY['Greek Life', 'Academic', 'Professional', 'Political', 'Religious', 'Other']) WITH ORDINALITY AS t(name, n);
  INSERT INTO "site_settings_discernment_organization_verdicts" ("_order", "_parent_id", "id", "name")
    SELECT t.n, s.id, substr(md5(random()::text || t.name), 1, 24), t.name FROM "site_settings" s,
      unnest(ARRAY['Spiritually Incompatible', 'Use Biblical Discernment', 'Generally Compatible']) WITH ORDINALITY AS t(name, n);`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_organizations_category" AS ENUM('Greek Life', 'Academic', 'Professional', 'Political', 'Religious', 'Other');
  CREATE TYPE "public"."enum_organizations_verdict" AS ENUM('Spiritually Incompatible', 'Use Biblical Discernment', 'Generally Compatible');
  CREATE TYPE "public"."enum__organizations_v_version_category" AS ENUM('Greek Life', 'Academic', 'Professional', 'Political', 'Religious', 'Other');
  CREATE TYPE "public"."enum__organizations_v_version_verdict" AS ENUM('Spiritually Incompatible', 'Use Biblical Discernment', 'Generally Compatible');
  ALTER TABLE "site_settings_discernment_organization_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "site_settings_discernment_organization_verdicts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "site_settings_discernment_organization_categories" CASCADE;
  DROP TABLE "site_settings_discernment_organization_verdicts" CASCADE;
  DROP INDEX "organizations_verdict_idx";
  DROP INDEX "_organizations_v_version_version_verdict_idx";
  ALTER TABLE "organizations" ALTER COLUMN "category" SET DATA TYPE "public"."enum_organizations_category" USING "category"::"public"."enum_organizations_category";
  ALTER TABLE "organizations" ALTER COLUMN "verdict" SET DATA TYPE "public"."enum_organizations_verdict" USING "verdict"::"public"."enum_organizations_verdict";
  ALTER TABLE "_organizations_v" ALTER COLUMN "version_category" SET DATA TYPE "public"."enum__organizations_v_version_category" USING "version_category"::"public"."enum__organizations_v_version_category";
  ALTER TABLE "_organizations_v" ALTER COLUMN "version_verdict" SET DATA TYPE "public"."enum__organizations_v_version_verdict" USING "version_verdict"::"public"."enum__organizations_v_version_verdict";
  ALTER TABLE "site_settings" DROP COLUMN "discernment_disclaimer";`)
}
