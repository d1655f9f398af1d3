import type { CollectionAfterChangeHook } from 'payload'

import { recordCommentNotice } from '@/lib/db/commentNotices'
import type { Comment } from '@/payload-types'
import { relatedId } from '@/lib/data/relatedId'

/**
 * When a comment becomes visible (approved in the admin, or the author's reply saved there),
 * the e-mails it causes are recorded and queued in the same transaction, so they leave only if
 * the approval was saved:
 * - to its author, that it was approved (not when they approved it themselves, nor for a
 *   comment created approved: an import, the author's reply);
 * - to the author of the comment it answers, that someone replied (not to someone answering
 *   themselves, nor to an imported comment, which has no account).
 * Each e-mail is recorded once per comment (src/lib/db/commentNotices.ts): approving again,
 * or a second moderator at once, queues nothing more. Whether the member still wants it is
 * checked when it is sent (./send.ts).
 */
export const queueCommentNotices: CollectionAfterChangeHook<Comment> = async ({ doc, previousDoc, operation, req }) => {
  if (doc.status !== 'approved') return doc
  if (operation === 'update' && previousDoc?.status === 'approved') return doc
  const author = relatedId(doc.author)
  const owed: ('approved' | 'reply')[] = []
  if (operation === 'update' && author !== null && author !== req.user?.id) owed.push('approved')
  const parent = relatedId(doc.parent)
  if (parent !== null) {
    const answered = await req.payload.findByID({ collection: 'comments', id: parent, depth: 0, select: { author: true }, disableErrors: true, overrideAccess: true, req })
    const recipient = relatedId(answered?.author)
    if (recipient !== null && recipient !== author) owed.push('reply')
  }
  for (const kind of owed) {
    const notice = await recordCommentNotice(req.payload, req, kind, doc.id)
    if (notice !== null) await req.payload.jobs.queue({ task: 'commentNotice', input: { notice }, req })
  }
  return doc
}
