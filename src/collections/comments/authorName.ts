import type { User } from '@/payload-types'

/** "Grace H.": first name and last initial, so a public comment never shows a full name or e-mail. */
export const authorName = (user: Pick<User, 'firstName' | 'lastName'> | null | undefined): string => {
  const first = user?.firstName?.trim() ?? ''
  const initial = Array.from(user?.lastName?.trim() ?? '')[0]?.toUpperCase() ?? ''
  if (first && initial) return `${first} ${initial}.`
  return first || (initial ? `${initial}.` : 'Member')
}
