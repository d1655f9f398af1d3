import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeOperationHook,
  GlobalAfterChangeHook,
  RequestContext,
} from 'payload'

import { revalidateSite } from './revalidate'
import { CONTENT_TAG } from './tags'
import { EXPIRED_AGAIN_AFTER_MS } from './timing'

type Doc = { _status?: string | null }

// What revalidateSite expires: revalidatePath('/', 'layout') (Next's tag for every page under
// the root layout) and every cached read.
const SITE_TAGS = ['_N_T_/layout', CONTENT_TAG]

type TagCache = { revalidateTag: (tags: string[]) => Promise<void> }

/** Expires SITE_TAGS in the cache the server last used (Next's own `unstable_cache` finds it there too). */
const expireTags = () => {
  const cache = (globalThis as { __incrementalCache?: TagCache }).__incrementalCache
  cache?.revalidateTag(SITE_TAGS).catch((error: unknown) => console.error('[cache] Could not expire the public pages', error))
}

/**
 * Expires every public page. A save in the admin is a request: Next expires the pages when it
 * ends, after the database has committed the change. A scheduled publish runs on the jobs
 * queue's timer instead, and that timer was started inside whichever request first started
 * Payload: Next takes the publish for part of that long-finished request, records the
 * revalidation there, and never applies it. So the same tags are also expired in Next's cache
 * directly (one table of tags per server process), now and again a moment later: the hooks run
 * before the change is committed, and a page rendered in between from the old rows must not
 * stay. Expiring twice more after a request's own revalidation costs nothing. Outside Next
 * (scripts, tests) there is no cache and nothing happens.
 */
const revalidatePublic = () => {
  revalidateSite()
  expireTags()
  setTimeout(expireTags, EXPIRED_AGAIN_AFTER_MS).unref()
}

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

/** A change readers cannot see: a draft saved, or a document created unpublished. */
const onlyDraft = (doc: Doc, operation: string, slug: string, context: RequestContext) =>
  doc._status !== undefined && (context[draftSaveKey(slug)] === true || (operation === 'create' && doc._status !== 'published'))

/**
 * Refresh cached pages when what readers see changes: a publish (by hand or scheduled), an
 * unpublish, a version restored as published, a delete. A draft saved over a published
 * document, and a document created as a draft, change nothing public and refresh nothing.
 */
const changeRevalidates: CollectionAfterChangeHook = ({ collection, context, doc, operation }) => {
  if (!onlyDraft(doc as Doc, operation, collection.slug, context)) revalidatePublic()
  return doc
}

const deleteRevalidates: CollectionAfterDeleteHook = ({ doc }) => {
  revalidatePublic()
  return doc
}

export const revalidateHooks = { beforeOperation: [noteDraftSave], afterChange: [changeRevalidates], afterDelete: [deleteRevalidates] }

export const revalidateGlobal: GlobalAfterChangeHook = ({ doc }) => {
  revalidatePublic()
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
  const change: CollectionAfterChangeHook = (args) => {
    if (!visible || visible(args.doc) || (args.previousDoc && visible(args.previousDoc))) revalidatePublic()
    return args.doc
  }
  const remove: CollectionAfterDeleteHook = (args) => {
    if (!visible || visible(args.doc)) revalidatePublic()
    return args.doc
  }
  return {
    ...hooks,
    ...(visible ? {} : { beforeOperation: [...(hooks.beforeOperation ?? []), noteDraftSave] }),
    afterChange: [...(hooks.afterChange ?? []), visible ? change : changeRevalidates],
    afterDelete: [...(hooks.afterDelete ?? []), visible ? remove : deleteRevalidates],
  }
}
