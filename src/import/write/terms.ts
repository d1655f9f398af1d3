/**
 * Categories, tags and authors: each source term becomes one of the site's, found by name (then
 * slug) when the site has it already, created otherwise. A category goes where the creator's
 * mapping in the dry run says. Each is recorded, so a re-run and the undo know whose it is.
 */
import type { PayloadRequest, Where } from 'payload'

import { slugify } from '@/fields/slug'
import { recordItem, recordsOf } from '@/lib/db/importRecords'
import type { SourceAuthor, SourceTerm } from '../model'
import { counted, inTransactionOnce, local, type ImportRun } from './context'
import { firstFree, numberedSlug } from './freeValue'
import { authorSlug, itemKey, termSlug } from './keys'

type TermCollection = 'categories' | 'tags'

const NAME_LIMIT: Record<TermCollection, number> = { categories: 80, tags: 60 }

/** The name field of each, and how a term is matched. */
const findTerm = async (req: PayloadRequest, collection: TermCollection, name: string, slug: string): Promise<number | null> => {
  const where: Where = { or: [{ name: { equals: name } }, { slug: { equals: slug } }, { slug: { equals: slugify(name) } }] }
  const { docs } = await req.payload.find({ collection, where, limit: 1, pagination: false, ...local(req) })
  return docs[0] ? Number(docs[0].id) : null
}

const termKind = (collection: TermCollection) => (collection === 'categories' ? 'category' : 'tag')

/** The site's id for `term`, matched or created (and recorded) once per run. */
export const ensureTerm = async (run: ImportRun, collection: TermCollection, term: SourceTerm): Promise<number> => {
  const slug = termSlug(term)
  const key = itemKey(run.sourceId, termKind(collection), slug)
  const known = run.resolved.get(key)
  if (typeof known === 'number') return known
  const recorded = (await recordsOf(run.payload, [key])).get(key)
  if (recorded) {
    run.resolved.set(key, recorded.doc_id)
    return recorded.doc_id
  }
  const name = (term.name.trim() || slug).slice(0, NAME_LIMIT[collection])
  const id = await inTransactionOnce(run, key, async (req) => {
    const target = collection === 'categories' ? run.mapping[slug] : undefined
    const existing = typeof target === 'number' ? target : target === 'new' ? null : await findTerm(req, collection, name, slug)
    if (existing !== null) {
      await recordItem(run.payload, req, { importId: run.importId, key, collection, docId: existing, created: false })
      return existing
    }
    // A name or slug already used here by another term: "Grace (2)", "grace-2".
    const freeName = await firstFree(req, collection, 'name', (n) => (n === 1 ? name : `${name.slice(0, NAME_LIMIT[collection] - 4)} (${n})`))
    const data = { name: freeName, slug: await firstFree(req, collection, 'slug', (n) => numberedSlug(slug, n)), ...(collection === 'categories' && term.description ? { description: term.description.slice(0, 300) } : {}) }
    const doc = await req.payload.create({ collection, data: data as never, ...local(req) })
    await recordItem(run.payload, req, { importId: run.importId, key, collection, docId: Number(doc.id), created: true })
    counted(run, collection)
    return Number(doc.id)
  })
  run.resolved.set(key, id)
  return id
}

/** The author profile for `author` (no sign-in), matched by slug or created. */
export const ensureAuthor = async (run: ImportRun, author: SourceAuthor): Promise<number> => {
  const key = itemKey(run.sourceId, 'author', author.key)
  const known = run.resolved.get(key)
  if (typeof known === 'number') return known
  const recorded = (await recordsOf(run.payload, [key])).get(key)
  if (recorded) {
    run.resolved.set(key, recorded.doc_id)
    return recorded.doc_id
  }
  const name = (author.name.trim() || author.slug || 'Unknown writer').slice(0, 120)
  const id = await inTransactionOnce(run, key, async (req) => {
    const slug = authorSlug(author)
    const { docs } = await req.payload.find({ collection: 'authors', where: { slug: { equals: slug } }, limit: 1, pagination: false, ...local(req) })
    if (docs[0]) {
      await recordItem(run.payload, req, { importId: run.importId, key, collection: 'authors', docId: Number(docs[0].id), created: false })
      return Number(docs[0].id)
    }
    const doc = await req.payload.create({ collection: 'authors', data: { name, slug, bio: author.bio?.slice(0, 600) }, ...local(req) })
    await recordItem(run.payload, req, { importId: run.importId, key, collection: 'authors', docId: Number(doc.id), created: true })
    counted(run, 'authors')
    return Number(doc.id)
  })
  run.resolved.set(key, id)
  return id
}
