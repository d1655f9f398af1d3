import type { Endpoint } from 'payload'

import { notFound } from '@/lib/http/responses'

/**
 * Accounts are not verified by e-mail (`auth.verify` is off), yet Payload still routes
 * POST /cms-api/users/verify/:token, which looks for a column that does not exist and fails
 * with a 500. Collection endpoints come before Payload's own, so this answers it instead.
 */
export const emailVerificationOff: Endpoint = {
  path: '/verify/:token',
  method: 'post',
  handler: () => notFound('E-mail verification is not used on this site.'),
}
