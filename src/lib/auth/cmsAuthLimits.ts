import { APIError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook } from 'payload'

import { clientAddress } from '@/lib/http/clientAddress'
import { retryMessage } from '@/lib/http/retryMessage'
import { consume } from '@/lib/rateLimit/limiter'
import { LIMITS } from '@/lib/rateLimit/policies'
import { attemptSucceeded, beginAttempt } from './loginThrottle'

/**
 * The site's limits on Payload's own auth operations (/cms-api/users/login, which the admin
 * panel uses, and /cms-api/users/forgot-password):
 * - sign-in goes through the shared login throttle (loginThrottle.ts) in place of Payload's
 *   per-account lockout, which would let a stranger keep a member out. The site's
 *   /api/auth/login throttles before it calls the login operation and marks its request
 *   `context.throttled`, so nothing counts twice;
 * - a reset e-mail may be asked for a few times an hour per client and per account, so nobody
 *   can flood a member's inbox.
 * Payload comes from `req.payload`: these hooks run inside Payload and import nothing that
 * loads the app's Payload client (which would make the config import itself).
 */
const tooMany = (retryAfter: number) => new APIError(retryMessage(retryAfter), 429, { retryAfter }, true)

export const limitCmsAuth: CollectionBeforeOperationHook = async ({ operation, args, req }) => {
  if (operation !== 'login' && operation !== 'forgotPassword') return args
  if (operation === 'login' && req.context?.throttled) return args
  const email = String((args as { data?: { email?: unknown } }).data?.email ?? '').trim().toLowerCase()
  const address = clientAddress(req.headers)
  const verdict =
    operation === 'login'
      ? await beginAttempt(req.payload, address, email)
      : await consume(req.payload, LIMITS.forgotPassword, { address, account: email })
  if (!verdict.ok) throw tooMany(verdict.retryAfter)
  return args
}

export const forgiveCmsLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  if (req.context?.throttled) return user
  await attemptSucceeded(req.payload, clientAddress(req.headers), String(user.email).toLowerCase())
  return user
}
