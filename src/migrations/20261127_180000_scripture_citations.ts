import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { backfillCitationsFromMigration } from '@/search/citations'
import { citers } from '@/search/citingSources'

// The passages of Scripture each published document cites live outside Payload's schema, like
// the search index: rows derived from the documents, rewritten whole on every publish, and
// queried by verse-range overlap and grouped counts (src/lib/db/citations.ts).
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS scripture_citations (
      kind text NOT NULL,
      doc_id integer NOT NULL,
      url text NOT NULL,
      title text NOT NULL,
      published_at timestamptz,
      book text NOT NULL,
      chapter integer NOT NULL,
      verse integer,
      end_chapter integer NOT NULL,
      end_verse integer,
      indexed_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX IF NOT EXISTS scripture_citations_document_idx ON scripture_citations (kind, doc_id);
    CREATE INDEX IF NOT EXISTS scripture_citations_passage_idx ON scripture_citations (book, chapter, end_chapter);
  `)
  // Content published before this migration (an existing database) is read now.
  await backfillCitationsFromMigration(payload, citers, req)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS scripture_citations;`)
}
