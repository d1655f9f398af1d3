import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { drizzleFor } from './sql'

/**
 * Whether any of the collections holds a document, asked by a migration before it backfills
 * from them. SQL because a migration asks it: the Local API reads with today's schema, whose
 * columns a database being migrated may not have yet, and a collection added by a later
 * migration has no table yet (it then counts as empty). Touches nothing but the tables' rows.
 */
export const anyDocuments = async (payload: Payload, req: Partial<PayloadRequest> | undefined, collections: readonly CollectionSlug[]): Promise<boolean> => {
  const adapter = payload.db as unknown as PostgresAdapter
  const db = await drizzleFor(payload, req)
  for (const collection of collections) {
    // Payload names a collection's table after its slug in snake case.
    const name = collection.replace(/-/g, '_')
    const table = adapter.tableNameMap.get(name) ?? name
    const { rows } = await db.execute<{ present: boolean }>(sql`SELECT to_regclass(${table}) IS NOT NULL AS "present"`)
    if (!rows[0]?.present) continue
    const found = await db.execute<{ hasContent: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM ${sql.identifier(table)}) AS "hasContent"`)
    if (found.rows[0]?.hasContent === true) return true
  }
  return false
}
