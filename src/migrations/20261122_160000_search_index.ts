import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { searchIndexers } from '@/search/documents'
import { backfillSearchFromMigration } from '@/search/searchIndex'

// Full-text search lives outside Payload's schema: one table for every content type,
// a weighted tsvector kept by PostgreSQL itself, and a GIN index over it.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS search_documents (
      kind text NOT NULL,
      doc_id integer NOT NULL,
      title text NOT NULL,
      summary text NOT NULL DEFAULT '',
      body text NOT NULL DEFAULT '',
      url text NOT NULL,
      published_at timestamptz,
      document tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', title), 'A') ||
        setweight(to_tsvector('english', summary), 'B') ||
        setweight(to_tsvector('english', body), 'C')
      ) STORED,
      PRIMARY KEY (kind, doc_id)
    );
    CREATE INDEX IF NOT EXISTS search_documents_document_idx ON search_documents USING gin (document);
  `)
  // Content created before this migration (an existing database) gets indexed now.
  await backfillSearchFromMigration(payload, searchIndexers, req)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS search_documents;`)
}
