import { APIError, ValidationError, type Payload } from 'payload'

import { writeOnce, type Submission } from '@/lib/db/once'
import type { ChangePasswordInput } from '@/lib/validation/account'
import type { User } from '@/payload-types'
import { endOtherSessions } from './signIn'

/** What the member is told once the password has changed. */
export const PASSWORD_CHANGED = 'Your password has been changed. Your other sessions have been signed out.'

export const NO_PASSWORD_YET =
  'Your account signs in through Google, GitHub or Apple and has no password yet. To set one, use "Forgot password?" on the sign-in page.'

export type PasswordChange =
  | { outcome: 'changed' }
  | { outcome: 'invalid'; reason: 'no-password' | 'wrong' | 'invalid'; errors: Record<string, string>; message: string }
  | { outcome: 'throttled'; retryAfter: number }

/** The collection's field names, as the account form names them. */
const FIELD = { password: 'newPassword', currentPassword: 'currentPassword' } as Record<string, string>

/**
 * A signed-in member chooses a new password. The Users collection's own rule does the checking
 * (src/collections/users/passwordRules.ts): changing one's own password needs the current one,
 * counted in the sign-in throttle, and the new one follows the registration rule. Every other
 * session of the account ends; the one making the change stays signed in.
 */
export const changePassword = async (
  payload: Payload,
  user: User & { _sid?: string },
  { currentPassword, newPassword }: ChangePasswordInput,
  headers: Headers,
  submission: Submission | null = null,
): Promise<PasswordChange> => {
  if (user.hasPassword === false) {
    return { outcome: 'invalid', reason: 'no-password', errors: { currentPassword: NO_PASSWORD_YET }, message: NO_PASSWORD_YET }
  }
  try {
    // Once per submission: a repeat whose first answer was lost would find the current
    // password changed. As the member, with the request's headers: the rule counts the attempt
    // against this client.
    await writeOnce(payload, submission, async (req) => {
      req.headers = headers
      await payload.update({ collection: 'users', id: user.id, data: { password: newPassword, currentPassword }, user, overrideAccess: false, depth: 0, req })
      return null
    })
  } catch (error) {
    if (error instanceof ValidationError) {
      const errors = Object.fromEntries(error.data.errors.map((issue) => [FIELD[issue.path] ?? issue.path, issue.message]))
      const reason = errors.currentPassword ? 'wrong' : 'invalid'
      return { outcome: 'invalid', reason, errors, message: Object.values(errors)[0] }
    }
    if (error instanceof APIError && error.status === 429) {
      return { outcome: 'throttled', retryAfter: Number((error.data as { retryAfter?: number } | undefined)?.retryAfter ?? 60) }
    }
    throw error
  }
  await endOtherSessions(payload, user.id, user._sid)
  return { outcome: 'changed' }
}
