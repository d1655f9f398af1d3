import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Search ranks only the newest matches (SEARCH_CANDIDATES in src/lib/data/search.ts). When most
// documents match, this index hands them over newest first and the scan stops after the bound,
// instead of reading every match to sort it; its columns are the results' tie-break order.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX IF NOT EXISTS search_documents_newest_idx
      ON search_documents (published_at DESC NULLS LAST, kind, doc_id);
    ANALYZE search_documents;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS search_documents_newest_idx;`)
}
