import { sql } from '@payloadcms/db-postgres'
import type { CollectionAfterOperationHook, CollectionBeforeOperationHook } from 'payload'

import { drizzleFor } from '@/lib/db/sql'
import { hashLinkToken } from '@/lib/auth/linkToken'

/**
 * A reset link works only with the token its e-mail carries: the database keeps the token's
 * SHA-256, so a copy of it (a backup, a leak) holds no working link. Every reset path goes
 * through Payload's resetPassword operation (the site's form, `/cms-api/users/reset-password`,
 * the admin panel's own page), so the token is hashed here, on the way in, once. Payload reads
 * the token from the very object the hook is given, so it is changed in place.
 */
export const hashIncomingResetToken: CollectionBeforeOperationHook = ({ args, operation }) => {
  const data = (args as { data?: { token?: unknown } }).data
  if (operation === 'resetPassword' && data && typeof data.token === 'string') data.token = hashLinkToken(data.token)
  return args
}

/**
 * The admin panel's "Forgot password" is Payload's own: it stores its new token as it is and
 * e-mails it. Once it has, the stored token is replaced by its SHA-256, in the same transaction.
 */
export const storeResetTokenHashed: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation === 'forgotPassword' && typeof result === 'string' && result) {
    const db = await drizzleFor(req.payload, req)
    await db.execute(sql`UPDATE users SET reset_password_token = ${hashLinkToken(result)} WHERE reset_password_token = ${result}`)
  }
  return result
}
