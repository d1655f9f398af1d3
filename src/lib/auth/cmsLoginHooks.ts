import { APIError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook } from 'payload'

import { clientAddress } from '@/lib/http/clientAddress'

/**
 * The shared login throttle (loginThrottle.ts) on Payload's own /cms-api/users/login,
 * which the admin panel uses, in place of Payload's per-account lockout that would let a
 * stranger keep a member out. The site's /api/auth/login throttles before it calls the
 * login operation and marks its request `context.throttled`, so nothing counts twice.
 */
export const throttleCmsLogin: CollectionBeforeOperationHook = async ({ operation, args, req }) => {
  if (operation !== 'login' || req.context?.throttled) return args
  const email = String((args as { data?: { email?: unknown } }).data?.email ?? '').trim().toLowerCase()
  const { beginAttempt } = await import('./loginThrottle')
  const attempt = await beginAttempt(clientAddress(req.headers), email)
  if (!attempt.ok) {
    throw new APIError(`Too many attempts. Please try again in ${Math.ceil(attempt.retryAfter / 60)} minutes.`, 429, null, true)
  }
  return args
}

export const forgiveCmsLogin: CollectionAfterLoginHook = async ({ req, user }) => {
  if (req.context?.throttled) return user
  const { attemptSucceeded } = await import('./loginThrottle')
  await attemptSucceeded(clientAddress(req.headers), String(user.email).toLowerCase())
  return user
}
