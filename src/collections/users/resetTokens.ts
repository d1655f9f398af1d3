import type { CollectionAfterOperationHook, CollectionBeforeOperationHook } from 'payload'

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
 * Written the way Payload writes the token itself (its database API, one UPDATE): no hook runs
 * and the account's `updatedAt` stays, since nothing about the account changed.
 */
export const storeResetTokenHashed: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation === 'forgotPassword' && typeof result === 'string' && result) {
    await req.payload.db.updateOne({
      collection: 'users',
      where: { resetPasswordToken: { equals: result } },
      data: { resetPasswordToken: hashLinkToken(result), updatedAt: null },
      options: { atomic: true },
      req,
      returning: false,
    })
  }
  return result
}
