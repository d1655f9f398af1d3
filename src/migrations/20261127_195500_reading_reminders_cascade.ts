import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// A reminder belongs to its member and its plan, and its e-mails' record to the reminder: each
// goes with what it belongs to. Payload's generated ON DELETE SET NULL would be refused by
// these NOT NULL columns, so deleting a member, a plan or a reminder would fail.
const recreate = (table: string, column: string, target: string, action: 'cascade' | 'set null') => sql.raw(`
  ALTER TABLE "${table}" DROP CONSTRAINT IF EXISTS "${table}_${column}_${target}_id_fk";
  ALTER TABLE "${table}" ADD CONSTRAINT "${table}_${column}_${target}_id_fk"
    FOREIGN KEY ("${column}") REFERENCES "public"."${target}"("id") ON DELETE ${action} ON UPDATE no action;
`)

const OWNED = [
  ['reading_reminders', 'user_id', 'users'],
  ['reading_reminders', 'plan_id', 'reading_plans'],
  ['reading_reminder_deliveries', 'reminder_id', 'reading_reminders'],
] as const

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const [table, column, target] of OWNED) await db.execute(recreate(table, column, target, 'cascade'))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const [table, column, target] of OWNED) await db.execute(recreate(table, column, target, 'set null'))
}
