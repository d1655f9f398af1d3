import type { CollectionBeforeChangeHook, CollectionBeforeValidateHook } from 'payload'

import { userIsStaff } from '@/access/roles'
import { relatedId } from '@/lib/data/relatedId'

/** A reply belongs to the post of the comment it answers, so the admin's reply box need not name the post. */
export const replyOnItsParentsPost: CollectionBeforeValidateHook = async ({ data, operation, req }) => {
  if (operation !== 'create' || !data || data.post) return data
  const parent = relatedId(data.parent)
  if (parent === null) return data
  const found = await req.payload.findByID({ collection: 'comments', id: parent, depth: 0, select: { post: true }, disableErrors: true, overrideAccess: true, req })
  return found ? { ...data, post: relatedId(found.post) } : data
}

/**
 * A comment the creator (or an editor) writes in the admin is the author's own: it is
 * approved on save and marked so the site shows it with an "Author" badge. The site's routes
 * (Local API) never make one: a staff member commenting on the site is moderated like anyone.
 */
export const authorsReplyFromAdmin: CollectionBeforeChangeHook = ({ data, operation, req }) => {
  if (operation !== 'create' || req.payloadAPI === 'local' || !userIsStaff(req.user)) return data
  const author = relatedId(data.author)
  if (author !== null && author !== req.user!.id) return data
  return { ...data, author: req.user!.id, status: 'approved', authorReply: true }
}
