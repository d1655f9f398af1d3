import { payloadClient } from '@/lib/payload'
import type { User } from '@/payload-types'
import { unauthorized } from '@/lib/http/responses'

/** The signed-in user from the request's session cookie, or null. */
export const sessionUser = async (req: Request): Promise<User | null> => {
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: req.headers })
  return user && user.collection === 'users' ? (user as User) : null
}

/** For member endpoints: the user, or a 401 response to return as is. */
export const requireUser = async (req: Request): Promise<{ ok: true; user: User } | { ok: false; response: Response }> => {
  const user = await sessionUser(req)
  return user ? { ok: true, user } : { ok: false, response: unauthorized() }
}
