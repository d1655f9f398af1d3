import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import { anyPosts, clearSearchKind, upsertSearchDocument } from '@/lib/db/searchDocuments'

/**
 * One row per published, searchable document in `search_documents` (created by the
 * search migration, written by src/lib/db/searchDocuments.ts), whose weighted tsvector column
 * and GIN index let one ranked query cover every content type. Rows are kept in step by
 * collection hooks (src/search/publishedIndexes.ts).
 */
import type { SearchKind } from '@/collections/registry'

export type { SearchKind }

export type SearchDocument = {
  title: string
  summary: string
  body: string
  url: string
  publishedAt: string | null
}

export type Indexer = { kind: SearchKind; collection: CollectionSlug; toDocument: (doc: never) => SearchDocument }

/** Runs `fn` over every published document of `collection`, in pages; says how many there were. */
export const forEachPublished = async (
  payload: Payload,
  collection: CollectionSlug,
  req: Partial<PayloadRequest> | undefined,
  fn: (doc: { id: number | string }) => Promise<void>,
): Promise<number> => {
  let count = 0
  for (let page = 1; ; page++) {
    const result = await payload.find({
      collection,
      where: { _status: { equals: 'published' } },
      depth: 1,
      limit: 500,
      page,
      pagination: true,
      overrideAccess: true,
      req,
    })
    for (const doc of result.docs) await fn(doc)
    count += result.docs.length
    if (!result.hasNextPage) return count
  }
}

/**
 * Rebuilds the index from the published documents (after a bulk import, or to backfill
 * a database that had content before the index existed).
 */
export const reindexSearch = async (
  payload: Payload,
  indexers: Indexer[],
  { req, log = () => {} }: { req?: Partial<PayloadRequest>; log?: (line: string) => void } = {},
) => {
  for (const { kind, collection, toDocument } of indexers) {
    await clearSearchKind(payload, req, kind)
    const count = await forEachPublished(payload, collection, req, (doc) => upsertSearchDocument(payload, req, kind, Number(doc.id), toDocument(doc as never)))
    log(`[search] indexed ${count} ${kind} documents`)
  }
}

/**
 * The index's backfill from a migration. The Local API reads with today's schema, which later
 * migrations extend, so it can only run where there is content to index: a database created
 * before those columns existed is migrated one release at a time, and a fresh database (every
 * test run, every new install) has nothing to index and must not query columns not there yet.
 */
export const backfillSearchFromMigration = async (
  payload: Payload,
  indexers: Indexer[],
  req: Partial<PayloadRequest> | undefined,
) => {
  if (await anyPosts(payload, req)) await reindexSearch(payload, indexers, { req })
}
