import type { User } from '@/payload-types'

/** Who may do what is decided from the signed-in user only; these are the two roles. */
export const ROLES = ['admin', 'member'] as const
export type Role = (typeof ROLES)[number]

type MaybeUser = Pick<User, 'role'> | null | undefined

export const userIsAdmin = (user: MaybeUser | unknown): boolean =>
  Boolean(user && typeof user === 'object' && (user as { role?: unknown }).role === 'admin')
