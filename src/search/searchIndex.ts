import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionSlug, Payload, PayloadRequest } from 'payload'

import { anyPosts, clearSearchKind, removeSearchDocument, upsertSearchDocument } from '@/lib/db/searchDocuments'

/**
 * One row per published, searchable document in `search_documents` (created by the
 * search migration, written by src/lib/db/searchDocuments.ts), whose weighted tsvector column
 * and GIN index let one ranked query cover every content type. Rows are kept in step by
 * collection hooks.
 */
import { CONTENT_TYPES, type Searchable, type SearchKind } from '@/collections/registry'

export type { SearchKind }

export type SearchDocument = {
  title: string
  summary: string
  body: string
  url: string
  publishedAt: string | null
}

type Doc = Record<string, unknown> & { id: number | string; _status?: string | null }

export type Indexer = { kind: SearchKind; collection: CollectionSlug; toDocument: (doc: never) => SearchDocument }

/**
 * afterChange/afterDelete hooks that keep a searchable type's published documents in the index,
 * under the kind its registry entry names (src/collections/registry.ts).
 */
export const searchIndexHooks = <T>(type: Searchable, toDocument: (doc: T) => SearchDocument) => {
  const kind: SearchKind = CONTENT_TYPES[type].search
  const afterChange: CollectionAfterChangeHook = async ({ doc, req, collection }) => {
    const d = doc as Doc
    const id = Number(d.id)
    if (d._status === 'published') {
      await upsertSearchDocument(req.payload, req, kind, id, toDocument(doc as T))
      return doc
    }
    // Saving a draft over a published document leaves the published version live:
    // only drop it from the index when the live version is no longer published.
    const live = await req.payload.findByID({
      collection: collection.slug as CollectionSlug,
      id,
      draft: false,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    if ((live as Doc | null)?._status !== 'published') await removeSearchDocument(req.payload, req, kind, id)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ id, req }) => {
    await removeSearchDocument(req.payload, req, kind, Number(id))
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
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
      for (const doc of result.docs) await upsertSearchDocument(payload, req, kind, Number(doc.id), toDocument(doc as never))
      count += result.docs.length
      if (!result.hasNextPage) break
    }
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
