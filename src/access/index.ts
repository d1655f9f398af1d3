/**
 * Every access rule of the CMS lives here, one small function per rule, and collections
 * compose them. Route handlers acting for a member pass `user` + `overrideAccess: false`
 * to the Local API so these same rules apply to them.
 *
 * Every collection and global sets every operation (create, read, update, delete,
 * readVersions; unlock and admin on users): an operation left unset falls back to Payload's
 * default, which lets any signed-in member in. tests/int/access/matrix.int.spec.ts fails
 * when one is missing.
 */
import type { Access, FieldAccess, Where } from 'payload'

import { userIsAdmin, userIsStaff } from './roles'

export const anyone: Access = () => true

export const nobody: Access = () => false

export const isAdmin: Access = ({ req: { user } }) => userIsAdmin(user)

export const isAdminField: FieldAccess = ({ req: { user } }) => userIsAdmin(user)

/** Admins and editors: writing, publishing, moderating and the inbox. */
export const isStaff: Access = ({ req: { user } }) => userIsStaff(user)

export const isStaffField: FieldAccess = ({ req: { user } }) => userIsStaff(user)

/**
 * What only the creator manages: an editor neither sees these in the admin's navigation
 * (`hiddenFromEditors`) nor opens them by address (src/app/(payload)/admin page), and their
 * access rules refuse an editor through /cms-api.
 */
const CREATOR_ONLY = { collections: ['users', 'donations'], globals: ['site-settings', 'integrations'] } as const

export const hiddenFromEditors = ({ user }: { user: unknown }): boolean => !userIsAdmin(user)

/** Whether an admin-panel address (its segments after /admin) is one only the creator opens. */
export const creatorOnlyAdminPath = (segments: readonly string[]): boolean => {
  const [kind, slug] = segments
  if (kind === 'collections') return (CREATOR_ONLY.collections as readonly string[]).includes(slug)
  if (kind === 'globals') return (CREATOR_ONLY.globals as readonly string[]).includes(slug)
  return false
}

/**
 * Members write comments and favorites only through the site's own API (the Local API under
 * its routes, which hold the rate limits, the repeated-comment check and the form rules);
 * Payload's REST API at /cms-api is the creator's. Admins may use either.
 */
export const signedInThroughSite: Access = ({ req }) => userIsStaff(req.user) || (Boolean(req.user) && req.payloadAPI === 'local')

/** Only the staff (admins and editors) may enter /admin. */
export const adminPanel = ({ req: { user } }: { req: { user: unknown } }): boolean => userIsStaff(user)

/** Public content: the staff see drafts, everyone else only the published version. */
export const publishedOrStaff: Access = ({ req: { user } }) => {
  if (userIsStaff(user)) return true
  return { _status: { equals: 'published' } }
}

/**
 * A podcast episode's audio file: the staff hear it at once, everyone else once an episode that
 * uses it is published (`released`, kept by the episodes' hooks), so an episode cannot be heard
 * before its day by anyone who finds its file's address.
 */
export const releasedOrStaff: Access = ({ req: { user } }) => {
  if (userIsStaff(user)) return true
  return { released: { equals: true } }
}

/** Documents that belong to the signed-in user through `field` (admins: all). */
export const ownOrAdmin =
  (field: string): Access =>
  ({ req: { user } }) => {
    if (!user) return false
    if (userIsAdmin(user)) return true
    return { [field]: { equals: user.id } } as Where
  }

/** A user's own account (admins: all). */
export const selfOrAdmin: Access = ({ req: { user } }) => {
  if (!user) return false
  if (userIsAdmin(user)) return true
  return { id: { equals: user.id } }
}

/** Documents that belong to the signed-in user through `field` (the staff: all, to moderate). */
export const ownOrStaff =
  (field: string): Access =>
  ({ req: { user } }) => {
    if (!user) return false
    if (userIsStaff(user)) return true
    return { [field]: { equals: user.id } } as Where
  }

/** Comments: anyone reads approved ones; members also read their own; the staff all. */
export const approvedOrOwnComment: Access = ({ req: { user } }) => {
  if (userIsStaff(user)) return true
  const approved: Where = { status: { equals: 'approved' } }
  if (!user) return approved
  return { or: [approved, { author: { equals: user.id } }] }
}
