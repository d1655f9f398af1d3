import { APIError, createLocalReq, resetPasswordOperation, ValidationError, type Payload } from 'payload'

import { getSiteInfo } from '@/lib/data/site'
import { passwordResetEmail } from '@/lib/email/passwordReset'
import { trySendEmail } from '@/lib/email/send'
import { consume } from '@/lib/rateLimit/limiter'
import { LIMITS } from '@/lib/rateLimit/policies'
import type { ResetPasswordInput } from '@/lib/validation/account'
import type { User } from '@/payload-types'
import { hashLinkToken, isLinkToken, newLinkToken } from './linkToken'

export { FORGOT_PASSWORD_SENT, RESET_LINK_INVALID } from './passwordResetPages'

/**
 * "Forgot password?": a one-time link to the account's address, valid for an hour (the Users
 * collection's `auth.forgotPassword.expiration`). The site keeps Payload's own reset columns and
 * its resetPasswordOperation, with one difference: the column holds the SHA-256 of the link's
 * token, and the link's token is hashed on its way in (src/collections/users/resetTokens.ts, for
 * every reset path), so the database holds no working link. (The admin panel's own "Forgot
 * password" keeps Payload's flow and its /admin link; its token is stored hashed too.)
 */
export type ResetRequest = { ok: true } | { ok: false; retryAfter: number }

/**
 * Records a reset link for `email` if an account has it, and e-mails it. The asker learns nothing
 * either way: the same answer, and the same work on the request's path (the limit's two counts
 * and one UPDATE that matches a row or none); the e-mail goes out after the answer. The limit
 * counts per client address and per address asked about, whether or not it has an account, and
 * shares its budget with the CMS's own forgot-password endpoint (src/lib/auth/cmsAuthLimits.ts).
 */
export const requestPasswordReset = async (payload: Payload, email: string, address: string): Promise<ResetRequest> => {
  const account = email.trim().toLowerCase()
  const verdict = await consume(payload, LIMITS.forgotPassword, { address, account })
  if (!verdict.ok) return verdict

  const token = newLinkToken()
  const lifetimeMs = payload.collections.users.config.auth.forgotPassword?.expiration ?? 60 * 60 * 1000
  // One UPDATE whether or not the address has an account (Payload's database API, `atomic`: the
  // condition goes into the statement itself), with no hook, as Payload's own forgot-password
  // writes its token; the expiry is on the clock Payload checks it with.
  const found = (await payload.db.updateOne({
    collection: 'users',
    where: { email: { equals: account } },
    data: { resetPasswordToken: hashLinkToken(token), resetPasswordExpiration: new Date(Date.now() + lifetimeMs).toISOString(), updatedAt: null },
    options: { atomic: true },
  })) as Pick<User, 'email'> | null
  if (found) void sendResetLink(payload, found.email, token)
  return { ok: true }
}

const sendResetLink = async (payload: Payload, to: string, token: string) => {
  const { title } = await getSiteInfo(payload)
  await trySendEmail(payload, passwordResetEmail(to, token, title), 'password reset')
}

/** Whether a reset link can still be used (the reset page says so before asking for a password). */
export const resetLinkUsable = async (payload: Payload, token: unknown): Promise<boolean> => {
  if (!isLinkToken(token)) return false
  const { totalDocs } = await payload.count({
    collection: 'users',
    where: { resetPasswordToken: { equals: hashLinkToken(token) }, resetPasswordExpiration: { greater_than: new Date().toISOString() } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

export type PasswordReset =
  | { outcome: 'reset'; user: User; token: string }
  | { outcome: 'invalid-link' }
  | { outcome: 'invalid'; errors: Record<string, string> }

/**
 * Sets the new password through Payload's resetPasswordOperation, which checks the link (unexpired,
 * its latest), applies the site's password rule (passwordRulesOnReset), ends every session of the
 * account and starts a new one for this browser: the holder just proved they read the account's
 * mail and chose the password, so asking them to type it again would prove nothing more. The link
 * is spent, and the account counts as having a password from now on (a social account included).
 */
export const resetPassword = async (payload: Payload, { token, password }: ResetPasswordInput, headers: Headers): Promise<PasswordReset> => {
  if (!isLinkToken(token)) return { outcome: 'invalid-link' }
  let result: { token?: string; user: Record<string, unknown> }
  try {
    // The request's headers let the sign-in throttle forgive this address's failed attempts.
    result = await resetPasswordOperation({
      collection: payload.collections.users,
      // The Users collection hashes the token on its way in (src/collections/users/resetTokens.ts).
      data: { token, password },
      overrideAccess: true,
      req: await createLocalReq({ req: { headers } }, payload),
    })
  } catch (error) {
    if (error instanceof ValidationError) {
      return { outcome: 'invalid', errors: Object.fromEntries(error.data.errors.map((issue) => [issue.path, issue.message])) }
    }
    if (error instanceof APIError && error.status === 403) return { outcome: 'invalid-link' }
    throw error
  }
  if (!result.token) throw new Error('Payload issued no session token')
  const id = Number(result.user.id)
  await payload.db.updateOne({
    collection: 'users',
    id,
    // The link came to the account's inbox: the address is proven too.
    data: { hasPassword: true, emailVerified: true, resetPasswordToken: null, resetPasswordExpiration: null },
    req: await createLocalReq({}, payload),
    returning: false,
  })
  const user = await payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true })
  return { outcome: 'reset', user, token: result.token }
}
