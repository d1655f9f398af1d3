import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { drizzleFor } from './sql'

/**
 * What each import brought in, one row per item of the source: the key the source gave it
 * (`wordpress:https://old.example:post:123`), the document it became, and whether the import
 * created that document or found it already there (a category of the same name). A re-run of
 * the same file finds its items here and skips them; an interrupted import, resumed, carries on
 * after the last one recorded; an undo deletes what its import created, and only that. SQL
 * because the table is the app's own, outside Payload's collections, written in the same
 * transaction as the item's document.
 */

type Req = Partial<PayloadRequest> | undefined

export type ImportRecord = { key: string; collection: string; doc_id: number; created: boolean }

/** The records of `keys` already written, by key. */
export const recordsOf = async (payload: Payload, keys: readonly string[]): Promise<Map<string, ImportRecord>> => {
  if (keys.length === 0) return new Map()
  const db = await drizzleFor(payload)
  const { rows } = await db.execute(sql`SELECT key, collection, doc_id, created FROM import_records WHERE key = ANY(${sql.param([...keys])}::text[])`)
  return new Map((rows as ImportRecord[]).map((row) => [row.key, row]))
}

/** Another run recorded the item first: the transaction that wrote it again must roll back. */
export class AlreadyRecorded extends Error {
  constructor(readonly key: string) {
    super(`${key} was imported by another run.`)
  }
}

/**
 * Records an item in `req`'s transaction (with the document it became). Two runs of one import
 * (the queue's retry beside a Continue) may both bring the same item in: the second's insert
 * waits for the first's transaction and, once that commits, throws AlreadyRecorded, so the
 * second copy of the document is rolled back with it instead of staying without a record that
 * an undo could find.
 */
export const recordItem = async (
  payload: Payload,
  req: Req,
  row: { importId: number; key: string; collection: string; docId: number; created: boolean; numericId?: number },
): Promise<void> => {
  const db = await drizzleFor(payload, req)
  const { rows } = await db.execute(sql`
    INSERT INTO import_records (key, import_id, collection, doc_id, created, numeric_id)
    VALUES (${row.key}, ${row.importId}, ${row.collection}, ${row.docId}, ${row.created}, ${row.numericId ?? null})
    ON CONFLICT (key) DO NOTHING
    RETURNING key`)
  if (rows.length === 0) throw new AlreadyRecorded(row.key)
}

/** What import `importId` created, newest first (the order an undo deletes in). */
export const createdBy = async (payload: Payload, importId: number): Promise<{ collection: string; doc_id: number }[]> => {
  const db = await drizzleFor(payload)
  const { rows } = await db.execute(sql`
    SELECT collection, doc_id FROM import_records WHERE import_id = ${importId} AND created ORDER BY recorded_at DESC, doc_id DESC`)
  return rows as { collection: string; doc_id: number }[]
}

/** Forgets the import's records (after its undo). */
export const forgetImport = async (payload: Payload, importId: number): Promise<void> => {
  const db = await drizzleFor(payload)
  await db.execute(sql`DELETE FROM import_records WHERE import_id = ${importId}`)
}
