import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeOperationHook,
  GlobalAfterChangeHook,
  RequestContext,
} from 'payload'

import { revalidateSite } from './revalidate'

type Doc = { _status?: string | null }

/**
 * Saving a draft (autosave, "Save draft", restoring a version as a draft) writes a new version
 * and leaves the document readers see untouched, so it must not refresh anything. The change
 * hooks cannot tell it from an unpublish (both end with `_status: 'draft'`); the operation's
 * own arguments can (`draft: true`), so they are noted here, per collection, on the request's
 * context, which the change hooks of the same operation read.
 */
const draftSaveKey = (collection: string) => `revalidation.draftSave.${collection}`

const noteDraftSave: CollectionBeforeOperationHook = ({ args, collection, context, operation }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'restoreVersion') return
  const { draft, data } = args as { draft?: boolean; data?: Doc }
  context[draftSaveKey(collection.slug)] = Boolean(draft) && data?._status !== 'published'
}

/**
 * Set on a request's context by work that changes many documents in a row (an import): each
 * change then refreshes nothing, and the work refreshes the site once when it is done.
 */
export const BATCHED_REVALIDATION = 'revalidation.batched'

const batched = (context: RequestContext) => context[BATCHED_REVALIDATION] === true

/** A change readers cannot see: a draft saved, or a document created unpublished. */
const onlyDraft = (doc: Doc, operation: string, slug: string, context: RequestContext) =>
  batched(context) || (doc._status !== undefined && (context[draftSaveKey(slug)] === true || (operation === 'create' && doc._status !== 'published')))

/**
 * Refresh cached pages when what readers see changes: a publish (by hand or scheduled), an
 * unpublish, a version restored as published, a delete. A draft saved over a published
 * document, and a document created as a draft, change nothing public and refresh nothing.
 */
const changeRevalidates: CollectionAfterChangeHook = async ({ collection, context, doc, operation, req }) => {
  if (!onlyDraft(doc as Doc, operation, collection.slug, context)) await revalidateSite(req.payload, `${collection.slug}/${doc.id}`, req)
  return doc
}

const deleteRevalidates: CollectionAfterDeleteHook = async ({ collection, context, doc, req }) => {
  if (!batched(context)) await revalidateSite(req.payload, `${collection.slug}/${doc.id}`, req)
  return doc
}

export const revalidateGlobal: GlobalAfterChangeHook = async ({ doc, global, req }) => {
  await revalidateSite(req.payload, `globals/${global.slug}`, req)
  return doc
}

type Hooks = {
  beforeOperation?: CollectionBeforeOperationHook[]
  afterChange?: CollectionAfterChangeHook[]
  afterDelete?: CollectionAfterDeleteHook[]
}

type Visible = (doc: Record<string, unknown>) => boolean

/**
 * A collection's own hooks followed by the cache refresh. `visible` narrows it for
 * documents without drafts (comments): refresh only when the document is or was public.
 */
export const withRevalidation = (hooks: Hooks = {}, visible?: Visible) => {
  const change: CollectionAfterChangeHook = async (args) => {
    if (batched(args.context)) return args.doc
    if (!visible || visible(args.doc) || (args.previousDoc && visible(args.previousDoc))) await revalidateSite(args.req.payload, `${args.collection.slug}/${args.doc.id}`, args.req)
    return args.doc
  }
  const remove: CollectionAfterDeleteHook = async (args) => {
    if (!batched(args.context) && (!visible || visible(args.doc))) await revalidateSite(args.req.payload, `${args.collection.slug}/${args.doc.id}`, args.req)
    return args.doc
  }
  return {
    ...hooks,
    ...(visible ? {} : { beforeOperation: [...(hooks.beforeOperation ?? []), noteDraftSave] }),
    afterChange: [...(hooks.afterChange ?? []), visible ? change : changeRevalidates],
    afterDelete: [...(hooks.afterDelete ?? []), visible ? remove : deleteRevalidates],
  }
}
