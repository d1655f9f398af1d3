import { sql } from '@payloadcms/db-postgres'

import { drizzleFor } from '@/lib/db/sql'
import { payloadClient } from '@/lib/payload'
import type { User } from '@/payload-types'

/**
 * The signed-in user from the request's session cookie, or null. Payload's session check
 * answers "nobody" when it cannot read the account, whatever the reason: a request that carries
 * a session while the database cannot be reached would be told it is signed out (401, and the
 * forms' "your session has ended"). So a session cookie that finds nobody is checked once more
 * (a connection that dropped under the first look), and then one trivial query tells a session
 * that is gone from a database that cannot be reached, which throws (the route answers 503).
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
  const again = await look()
  if (!again) await (await drizzleFor(payload)).execute(sql`SELECT 1`)
  return again
}
