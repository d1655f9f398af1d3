import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// A favorite belongs to its member and its post, a comment to its post: deleting either took
// Payload's generated ON DELETE SET NULL, which these NOT NULL columns refuse, so deleting a
// member with favorites or a post with comments failed. They go with what they belong to.
// (A comment's author stays SET NULL: an approved comment outlives its author's account.)
const recreate = (table: string, column: string, target: string, action: 'cascade' | 'set null') => sql.raw(`
  ALTER TABLE "${table}" DROP CONSTRAINT IF EXISTS "${table}_${column}_${target}_id_fk";
  ALTER TABLE "${table}" ADD CONSTRAINT "${table}_${column}_${target}_id_fk"
    FOREIGN KEY ("${column}") REFERENCES "public"."${target}"("id") ON DELETE ${action} ON UPDATE no action;
`)

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(recreate('favorites', 'user_id', 'users', 'cascade'))
  await db.execute(recreate('favorites', 'post_id', 'posts', 'cascade'))
  await db.execute(recreate('comments', 'post_id', 'posts', 'cascade'))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(recreate('favorites', 'user_id', 'users', 'set null'))
  await db.execute(recreate('favorites', 'post_id', 'posts', 'set null'))
  await db.execute(recreate('comments', 'post_id', 'posts', 'set null'))
}
