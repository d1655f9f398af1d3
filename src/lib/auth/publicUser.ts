import type { User } from '@/payload-types'

/**
 * What the site's API ever says about an account. The role is left out: the public site
 * shows nothing different to the creator, who works in /admin.
 */
export type PublicUser = {
  id: number
  email: string
  firstName: string | null
  lastName: string | null
  createdAt: string
}

export const toPublicUser = (user: User): PublicUser => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName || null,
  lastName: user.lastName || null,
  createdAt: user.createdAt,
})
