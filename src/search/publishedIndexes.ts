import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionSlug, Payload, PayloadRequest } from 'payload'

import { CITING, CONTENT_TYPES, SEARCHABLE, type Citing, type Searchable } from '@/collections/registry'
import { removeCitations, replaceCitations } from '@/lib/db/citations'
import { removeSearchDocument, upsertSearchDocument } from '@/lib/db/searchDocuments'
import { citingPages } from './citations'
import { citers } from './citingSources'
import { searchIndexers } from './documents'

/**
 * What the site keeps beside each published document, made from its published version: its row
 * in the full-text search index (the registry's `search` fact, src/search/searchIndex.ts) and the
 * passages of Scripture it cites (`citations`, src/search/citations.ts). One pair of hooks keeps
 * every one of them in step, so a type takes part by its registry entry alone.
 */
type Req = Partial<PayloadRequest>

type PublishedIndex = {
  write: (payload: Payload, req: Req, id: number, doc: unknown) => Promise<void>
  remove: (payload: Payload, req: Req, id: number) => Promise<void>
}

const searchIndex = (type: Searchable): PublishedIndex => {
  const kind = CONTENT_TYPES[type].search
  const { toDocument } = searchIndexers.find((i) => i.collection === type)!
  return {
    write: (payload, req, id, doc) => upsertSearchDocument(payload, req, kind, id, toDocument(doc as never)),
    remove: (payload, req, id) => removeSearchDocument(payload, req, kind, id),
  }
}

const citationIndex = (type: Citing): PublishedIndex => {
  const kind = CONTENT_TYPES[type].citations
  const { toSources } = citers.find((c) => c.collection === type)!
  return {
    write: (payload, req, id, doc) => replaceCitations(payload, req, kind, id, citingPages(toSources(doc as never))),
    remove: (payload, req, id) => removeCitations(payload, req, kind, id),
  }
}

const isIn = <T extends string>(list: readonly T[], type: string): type is T => (list as readonly string[]).includes(type)

export type Indexed = Searchable | Citing

type Doc = { id: number | string; _status?: string | null }

/**
 * afterChange/afterDelete hooks that keep the published documents of `type` in every index its
 * registry entry names: written again when a version is published, taken out when the document
 * is unpublished or deleted.
 */
export const publishedIndexHooks = (type: Indexed) => {
  const indexes = [...(isIn(SEARCHABLE, type) ? [searchIndex(type)] : []), ...(isIn(CITING, type) ? [citationIndex(type)] : [])]
  const afterChange: CollectionAfterChangeHook = async ({ doc, req, collection }) => {
    const d = doc as Doc
    const id = Number(d.id)
    if (d._status === 'published') {
      for (const index of indexes) await index.write(req.payload, req, id, doc)
      return doc
    }
    // Saving a draft over a published document leaves the published version live:
    // only take it out when the live version is no longer published.
    const live = await req.payload.findByID({
      collection: collection.slug as CollectionSlug,
      id,
      draft: false,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
      req,
    })
    if ((live as Doc | null)?._status !== 'published') for (const index of indexes) await index.remove(req.payload, req, id)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ id, req }) => {
    for (const index of indexes) await index.remove(req.payload, req, Number(id))
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}
