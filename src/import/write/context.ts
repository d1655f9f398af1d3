import type { Payload, PayloadRequest } from 'payload'

import { BATCHED_REVALIDATION } from '@/lib/cache/hooks'
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

/** Options every Local API call of an import passes: in the item's transaction, as the system. */
export const local = (req: PayloadRequest) => ({ req, overrideAccess: true, depth: 0, context: req.context })
