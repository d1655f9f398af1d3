/**
 * Links never break: when a document's public address changes, the old one keeps answering.
 *
 * The address that counts is the published one, read from the collection's own table (Payload
 * writes it only when a save publishes or unpublishes; a draft or autosave goes to the versions
 * table alone). So a draft with a new slug changes nothing until it is published, scheduled
 * publishing and restoring a version move documents like any save, and:
 * - published at a new address: the old address becomes a redirect to the document, any
 *   redirect *from* the new address is removed (the page takes precedence, so renaming back
 *   never loops), and every redirect that led to the old address now leads to the new one
 *   (never a chain);
 * - unpublished: redirects to the document rest (empty `destination`) until it is published
 *   again; a redirect typed as an address keeps leading to it;
 * - deleted: every redirect to it, by reference or by its address, is deleted.
 * Documents the redirects collection can reference get a reference (it follows them); the
 * others with a page (categories, tags) get their new address typed in.
 */
import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
  CollectionConfig,
  CollectionSlug,
  Config,
  Field,
  Plugin,
  PayloadRequest,
  Where,
} from 'payload'

import type { Redirect } from '@/payload-types'
import { documentAddress } from '@/collections/addresses'
import { ADDRESSED } from '@/collections/registry'

type Target = { collection: CollectionSlug; id: number | string; referenced: boolean }

const contextKey = (collection: string, id: number | string) => `redirects:published:${collection}:${id}`

/** The document's published address now (its own table's row), null when it has none. */
const publishedAddress = async (req: PayloadRequest, collection: CollectionSlug, id: number | string): Promise<string | null> => {
  const row = await req.payload.db.findOne<{ id: number | string; slug?: unknown; _status?: unknown }>({ collection, where: { id: { equals: id } }, req })
  return row && row._status !== 'draft' ? documentAddress(collection, row.slug) : null
}

const local = (req: PayloadRequest) => ({ req, overrideAccess: true, depth: 0 }) as const

const pointingAt = ({ collection, id, referenced }: Target, address: string | null): Where | null => {
  const or: Where[] = []
  if (referenced) {
    or.push({ and: [{ 'to.type': { equals: 'reference' } }, { 'to.reference.relationTo': { equals: collection } }, { 'to.reference.value': { equals: id } }] })
  }
  if (address) or.push({ destination: { equals: address } })
  return or.length ? { or } : null
}

const moved = async (req: PayloadRequest, target: Target, before: string | null, now: string | null) => {
  const { payload } = req
  if (now) await payload.delete({ collection: 'redirects', where: { from: { equals: now } }, ...local(req) })

  if (before && now) {
    const to: Redirect['to'] = target.referenced
      ? { type: 'reference', reference: { relationTo: target.collection, value: target.id } as NonNullable<Redirect['to']>['reference'] }
      : { type: 'custom', url: now }
    const existing = await payload.find({ collection: 'redirects', where: { from: { equals: before } }, limit: 1, pagination: false, ...local(req) })
    if (existing.docs[0]) await payload.update({ collection: 'redirects', id: existing.docs[0].id, data: { to }, ...local(req) })
    else await payload.create({ collection: 'redirects', data: { from: before, to }, ...local(req) })
  }

  // Whatever led to the document (or to its old address) follows it, or rests while it has no page.
  const where = pointingAt(target, before)
  if (!where) return
  const leading = await payload.find({ collection: 'redirects', where, pagination: false, ...local(req) })
  for (const redirect of leading.docs) {
    if (redirect.from === before) continue
    if (redirect.to?.type === 'custom') {
      if (now && redirect.destination === before) await payload.update({ collection: 'redirects', id: redirect.id, data: { to: { ...redirect.to, url: now } }, ...local(req) })
    } else {
      // Saved again, it works its destination out from the document anew.
      await payload.update({ collection: 'redirects', id: redirect.id, data: {}, ...local(req) })
    }
  }
}

/** Notes where the document was published before this save, for the hook after it. */
const rememberPublished: CollectionBeforeChangeHook = async ({ collection, context, data, operation, originalDoc, req }) => {
  if (operation === 'update' && originalDoc?.id !== undefined) {
    context[contextKey(collection.slug, originalDoc.id)] = await publishedAddress(req, collection.slug, originalDoc.id)
  }
  return data
}

const followMove =
  (referenced: boolean): CollectionAfterChangeHook =>
  async ({ collection, context, doc, operation, req }) => {
    const key = contextKey(collection.slug, doc.id)
    const before = operation === 'update' ? ((context[key] as string | null | undefined) ?? null) : null
    delete context[key]
    // A published save wrote the row just now; a draft save left it as it was, an unpublish emptied it.
    const now = doc._status === 'draft' ? await publishedAddress(req, collection.slug, doc.id) : documentAddress(collection.slug, doc.slug)
    if (before !== now) await moved(req, { collection: collection.slug, id: doc.id, referenced }, before, now)
    return doc
  }

const forgetDeleted =
  (referenced: boolean): CollectionBeforeDeleteHook =>
  async ({ collection, id, req }) => {
    const where = pointingAt({ collection: collection.slug, id, referenced }, await publishedAddress(req, collection.slug, id))
    if (where) await req.payload.delete({ collection: 'redirects', where, ...local(req) })
  }

const hasSlug = (fields: Field[]) => fields.some((field) => 'name' in field && field.name === 'slug')

const referencedBy = (config: Config): string[] => {
  const redirects = config.collections?.find((c) => c.slug === 'redirects')
  const to = redirects?.fields.find((f) => 'name' in f && f.name === 'to')
  const reference = to && to.type === 'group' ? to.fields.find((f) => 'name' in f && f.name === 'reference') : undefined
  return reference?.type === 'relationship' ? [reference.relationTo].flat() : []
}

const withMoveHooks = (collection: CollectionConfig, referenced: boolean): CollectionConfig => ({
  ...collection,
  hooks: {
    ...collection.hooks,
    beforeChange: [...(collection.hooks?.beforeChange ?? []), rememberPublished],
    afterChange: [...(collection.hooks?.afterChange ?? []), followMove(referenced)],
    beforeDelete: [...(collection.hooks?.beforeDelete ?? []), forgetDeleted(referenced)],
  },
})

/**
 * The redirects plugin, plus the hooks above on every collection whose documents have a page
 * and a slug.
 */
export const followingMovedDocuments =
  (redirectsPlugin: Plugin): Plugin =>
  async (incoming) => {
    const config = await redirectsPlugin(incoming)
    const referenced = new Set(referencedBy(config))
    return {
      ...config,
      collections: config.collections?.map((collection) =>
        (ADDRESSED as readonly string[]).includes(collection.slug) && hasSlug(collection.fields)
          ? withMoveHooks(collection, referenced.has(collection.slug as CollectionSlug))
          : collection,
      ),
    }
  }
