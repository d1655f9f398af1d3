/**
 * Undoing an import removes what it created, newest first, and nothing else: the categories,
 * tags and authors it matched on the site stay, and so does anything made since (a category the
 * creator has since given to a post of their own is kept, and the summary says so). Removing a
 * post removes its comments and the redirects that led to it.
 */
import type { CollectionSlug, Payload } from 'payload'

import { revalidateSite } from '@/lib/cache/revalidate'
import { createdBy, forgetImport } from '@/lib/db/importRecords'
import { notify } from '@/lib/db/notify'
import { REDIRECTS_CHANNEL } from '@/lib/redirects/table'
import { inTransaction, local, newRun } from './context'

/** The field of posts that points at each kind of thing an import may have created and shared. */
const USED_BY_POSTS: Record<string, string> = { categories: 'category', tags: 'tags', authors: 'author', uploads: 'coverImage' }

/** Whether a post made since (not by this import: its posts are removed first) still uses it. */
const inUse = async (payload: Payload, collection: string, id: number) => {
  const field = USED_BY_POSTS[collection]
  if (!field) return false
  const { totalDocs } = await payload.count({ collection: 'posts', where: { [field]: { equals: id } }, overrideAccess: true })
  return totalDocs > 0
}

export type UndoSummary = { removed: Record<string, number>; kept: { collection: string; id: number; reason: string }[] }

export const undoImport = async (payload: Payload, importId: number): Promise<UndoSummary> => {
  const run = newRun(payload, 'wordpress', importId, '', {})
  const rows = await createdBy(payload, importId)
  const summary: UndoSummary = { removed: {}, kept: [] }
  for (const row of rows) {
    if (await inUse(payload, row.collection, row.doc_id)) {
      summary.kept.push({ collection: row.collection, id: row.doc_id, reason: 'a post made since uses it' })
      continue
    }
    try {
      await inTransaction(run, async (req) => {
        if (row.collection === 'posts') {
          await req.payload.delete({ collection: 'comments', where: { post: { equals: row.doc_id } }, ...local(req) })
        }
        await req.payload.delete({ collection: row.collection as CollectionSlug, id: row.doc_id, ...local(req) })
      })
      summary.removed[row.collection] = (summary.removed[row.collection] ?? 0) + 1
    } catch (error) {
      // Already gone (the creator deleted it), or still in use by something made since.
      const reason = error instanceof Error ? error.message : String(error)
      if (!/not found/i.test(reason)) summary.kept.push({ collection: row.collection, id: row.doc_id, reason })
    }
  }
  await forgetImport(payload, importId)
  await revalidateSite(payload, `imports/${importId}`)
  await notify(payload, REDIRECTS_CHANNEL, `imports/${importId}`)
  return summary
}
