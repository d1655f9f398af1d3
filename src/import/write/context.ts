import type { Payload, PayloadRequest } from 'payload'

import { BATCHED_REVALIDATION } from '@/lib/cache/hooks'
import { recordsOf } from '@/lib/db/importRecords'
import { writeOnce } from '@/lib/db/once'
import type { SourceKind } from '../model'
import type { CategoryMapping, ImportSummary, SlugConflict } from '../report'

/** One import at work: where it writes, what it has resolved so far, and what it will report. */
export type ImportRun = {
  payload: Payload
  kind: SourceKind
  /** The old site's address, when the export names it: its relative links resolve against it. */
  site?: string
  importId: number
  sourceId: string
  mapping: CategoryMapping
  /** Images on loopback and private addresses are fetched only when a test allows it. */
  allowPrivateImages: boolean
  /** Document ids by item key, for what this run resolved already (terms, authors, images). */
  resolved: Map<string, number | null>
  summary: Omit<ImportSummary, 'seconds' | 'skipped'>
  /** Says the run is alive between items (after each image download), so it never looks stalled. */
  progress?: () => Promise<void>
}

export const newRun = (payload: Payload, kind: SourceKind, importId: number, sourceId: string, mapping: CategoryMapping): ImportRun => ({
  payload,
  kind,
  importId,
  sourceId,
  mapping,
  allowPrivateImages: process.env.IMPORT_ALLOW_PRIVATE_IMAGES === 'true',
  resolved: new Map(),
  summary: { created: {}, unchanged: 0, failed: [], drafted: [], images: { downloaded: 0, failed: [] }, redirects: 0, conflicts: [] as SlugConflict[] },
})

export const counted = (run: ImportRun, collection: string, by = 1) => {
  run.summary.created[collection] = (run.summary.created[collection] ?? 0) + by
}

/**
 * Runs `write` in a transaction of its own: an item lands whole or not at all. Its changes
 * refresh no cached page one by one; the import refreshes the site once, at the end.
 */
export const inTransaction = async <T>(run: ImportRun, write: (req: PayloadRequest) => Promise<T>): Promise<T> =>
  (
    await writeOnce(run.payload, null, async (req) => {
      req.context[BATCHED_REVALIDATION] = true
      return write(req)
    })
  ).value

/**
 * After an item's transaction failed: the document id another run of the import recorded for
 * `key` meanwhile, or null. Two runs bringing one item in at once collide on its record
 * (AlreadyRecorded, ../../lib/db/importRecords.ts) or on the unique slug or name both chose;
 * either way this run's copy has rolled back and the item is in, once.
 */
export const broughtInElsewhere = async (run: ImportRun, key: string): Promise<number | null> =>
  (await recordsOf(run.payload, [key])).get(key)?.doc_id ?? null

/** inTransaction for the item recorded under `key`, answering its document's id (the other run's, when it won). */
export const inTransactionOnce = async (run: ImportRun, key: string, write: (req: PayloadRequest) => Promise<number>): Promise<number> => {
  try {
    return await inTransaction(run, write)
  } catch (error) {
    const elsewhere = await broughtInElsewhere(run, key)
    if (elsewhere === null) throw error
    return elsewhere
  }
}

/** Options every Local API call of an import passes: in the item's transaction, as the system. */
export const local = (req: PayloadRequest) => ({ req, overrideAccess: true, depth: 0, context: req.context })
