import type { User } from '@/payload-types'

/**
 * Who may do what is decided from the signed-in user only. The admin is the creator (everything);
 * an editor writes and moderates in /admin but never touches site settings, accounts or
 * donations; a member uses the public site's member features and has no admin panel.
 */
export const ROLES = ['admin', 'editor', 'member'] as const
export type Role = (typeof ROLES)[number]

type MaybeUser = Pick<User, 'role'> | null | undefined

const roleOf = (user: MaybeUser | unknown): unknown =>
  user && typeof user === 'object' ? (user as { role?: unknown }).role : undefined

export const userIsAdmin = (user: MaybeUser | unknown): boolean => roleOf(user) === 'admin'

/** The people who work in /admin: the creator and the editors. */
export const userIsStaff = (user: MaybeUser | unknown): boolean => roleOf(user) === 'admin' || roleOf(user) === 'editor'

export const ROLE_LABELS: Record<Role, string> = { admin: 'Admin (creator)', editor: 'Editor', member: 'Member' }
