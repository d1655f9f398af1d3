import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { revalidateSite } from './revalidate'

type Doc = { _status?: string | null }

/**
 * Refresh cached pages when what readers see changes: a published save, an unpublish
 * (published → draft) or a delete. Saving a draft of an unpublished document changes
 * nothing public and refreshes nothing.
 */
const changeRevalidates: CollectionAfterChangeHook = ({ doc, previousDoc }) => {
  const now = (doc as Doc)._status
  const before = (previousDoc as Doc | undefined)?._status
  if (now === undefined || now === 'published' || before === 'published') revalidateSite()
  return doc
}

const deleteRevalidates: CollectionAfterDeleteHook = ({ doc }) => {
  revalidateSite()
  return doc
}

export const revalidateHooks = { afterChange: [changeRevalidates], afterDelete: [deleteRevalidates] }

export const revalidateGlobal: GlobalAfterChangeHook = ({ doc }) => {
  revalidateSite()
  return doc
}

type Hooks = { afterChange?: CollectionAfterChangeHook[]; afterDelete?: CollectionAfterDeleteHook[] }

type Visible = (doc: Record<string, unknown>) => boolean

/**
 * A collection's own hooks followed by the cache refresh. `visible` narrows it for
 * documents without drafts (comments): refresh only when the document is or was public.
 */
export const withRevalidation = (hooks: Hooks = {}, visible?: Visible) => {
  const change: CollectionAfterChangeHook = (args) => {
    if (!visible || visible(args.doc) || (args.previousDoc && visible(args.previousDoc))) revalidateSite()
    return args.doc
  }
  const remove: CollectionAfterDeleteHook = (args) => {
    if (!visible || visible(args.doc)) revalidateSite()
    return args.doc
  }
  return {
    ...hooks,
    afterChange: [...(hooks.afterChange ?? []), visible ? change : changeRevalidates],
    afterDelete: [...(hooks.afterDelete ?? []), visible ? remove : deleteRevalidates],
  }
}
