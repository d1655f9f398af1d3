import type { Payload } from 'payload'

import { pingDatabase } from '@/lib/db/ping'
import type { User } from '@/payload-types'

/**
 * The signed-in user from the request's session cookie, or null. Payload's session check
 * answers "nobody" when it cannot read the account, whatever the reason: a request that carries
 * a session while the database cannot be reached would be told it is signed out (401, and the
 * forms' "your session has ended"). So when a session cookie finds nobody, one trivial query
 * first tells whether the database can be reached (it throws if not: the route answers 503),
 * then the session is looked up once more (the connection may have dropped under the first
 * look, or the database come back since).
 */
export const sessionUser = async (payload: Payload, req: Request): Promise<User | null> => {
  const look = async () => {
    const { user } = await payload.auth({ headers: req.headers })
    return user && user.collection === 'users' ? (user as User) : null
  }
  const user = await look()
  if (user || !liveToken(req, `${payload.config.cookiePrefix}-token`)) return user
  await pingDatabase(payload)
  return look()
}

/**
 * Whether the request carries a session token that has not expired by its own account (the
 * token's `exp`, read without checking its signature: it only decides whether a second look is
 * worth its cost, and an expired token finds nobody either way).
 */
const liveToken = (req: Request, name: string): boolean => {
  const cookie = (req.headers.get('cookie') ?? '').split(/;\s*/).find((part) => part.startsWith(`${name}=`))
  const token = cookie?.slice(name.length + 1)
  if (!token) return false
  try {
    const { exp } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown }
    return typeof exp !== 'number' || exp * 1000 > Date.now()
  } catch {
    return false
  }
}
