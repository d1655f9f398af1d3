import { sql } from '@payloadcms/db-postgres'

import { drizzleFor } from '@/lib/db/sql'
import { payloadClient } from '@/lib/payload'
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
export const sessionUser = async (req: Request): Promise<User | null> => {
  const payload = await payloadClient()
  const look = async () => {
    const { user } = await payload.auth({ headers: req.headers })
    return user && user.collection === 'users' ? (user as User) : null
  }
  const user = await look()
  const cookie = req.headers.get('cookie') ?? ''
  if (user || !cookie.includes(`${payload.config.cookiePrefix}-token=`)) return user
  await (await drizzleFor(payload)).execute(sql`SELECT 1`)
  return look()
}
