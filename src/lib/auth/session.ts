import { payloadClient } from '@/lib/payload'
import type { User } from '@/payload-types'

/** The signed-in user from the request's session cookie, or null. */
export const sessionUser = async (req: Request): Promise<User | null> => {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: req.headers })
  return user && user.collection === 'users' ? (user as User) : null
}
