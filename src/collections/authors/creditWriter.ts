import type { FieldHook } from 'payload'

import { userIsStaff } from '@/access/roles'

/**
 * A new post that names no writer is credited to the profile of the staff member who starts it
 * (the `author` field's hook): the post is theirs, and the creator may still choose another
 * writer. Someone without a profile leaves it empty, and the site's own writer signs it.
 */
export const creditWriter: FieldHook = async ({ operation, value, req }) => {
  if (operation !== 'create' || value || !userIsStaff(req.user)) return value
  const { docs } = await req.payload.find({
    collection: 'authors',
    where: { account: { equals: req.user!.id } },
    select: { slug: true },
    limit: 1,
    pagination: false,
    depth: 0,
    req,
  })
  return docs[0]?.id ?? value
}
