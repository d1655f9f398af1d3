import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { revalidateSite } from '@/lib/cache/revalidate'

/**
 * Posts that name no writer are signed by the first admin with a writer's profile (the site's
 * own writer), so a change of role, or an admin's account removed, can change the byline of
 * every such post: the cached pages are expired then, and only then (a member's edits to their
 * own account change nothing a page shows).
 */
export const roleChangeRevalidates: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && previousDoc?.role !== doc.role) await revalidateSite(req.payload, `users/${doc.id}`, req)
  return doc
}

export const staffRemovalRevalidates: CollectionAfterDeleteHook = async ({ doc, req }) => {
  if (doc.role && doc.role !== 'member') await revalidateSite(req.payload, `users/${doc.id}`, req)
  return doc
}
