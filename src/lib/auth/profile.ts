import type { Payload } from 'payload'

import type { ProfileInput } from '@/lib/validation/account'
import type { User } from '@/payload-types'

/** The member's own names; an empty one is cleared, one left out stays as it is. */
export const updateProfile = async (payload: Payload, user: User, { firstName, lastName }: ProfileInput): Promise<User> => {
  const data: Partial<Pick<User, 'firstName' | 'lastName'>> = {}
  if (firstName !== undefined) data.firstName = firstName || null
  if (lastName !== undefined) data.lastName = lastName || null
  return payload.update({ collection: 'users', id: user.id, data, user, overrideAccess: false, depth: 0 })
}
