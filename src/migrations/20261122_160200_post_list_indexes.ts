import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// The public post lists read published posts newest first, overall and per category.
// Payload appends created_at to every sort, so it is part of the key; with these
// partial indexes a deep page (?page=500 of 10,000 posts) is an index-only scan.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX IF NOT EXISTS posts_published_order_idx
      ON posts (published_at DESC, id DESC, created_at DESC) WHERE _status = 'published';
    CREATE INDEX IF NOT EXISTS posts_category_published_order_idx
      ON posts (category_id, published_at DESC, id DESC, created_at DESC) WHERE _status = 'published';
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS posts_published_order_idx;
    DROP INDEX IF EXISTS posts_category_published_order_idx;
  `)
}
