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

/** A collection's own hooks followed by the cache refresh. */
export const withRevalidation = (hooks: Hooks = {}) => ({
  ...hooks,
  afterChange: [...(hooks.afterChange ?? []), ...revalidateHooks.afterChange],
  afterDelete: [...(hooks.afterDelete ?? []), ...revalidateHooks.afterDelete],
})
