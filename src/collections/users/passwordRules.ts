import {
  APIError,
  ValidationError,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
} from 'payload'

import { checkCurrentPassword } from '@/lib/auth/currentPassword'
import { newPasswordProblem } from '@/lib/auth/newPassword'
import { clientAddress } from '@/lib/http/clientAddress'
import { retryMessage } from '@/lib/http/retryMessage'

const invalid = (path: 'password' | 'currentPassword', message: string) =>
  new ValidationError({ collection: 'users', errors: [{ path, message }] })

const refuseWeak = (password: unknown) => {
  const problem = newPasswordProblem(password)
  if (problem) throw invalid('password', problem)
}

/** Nothing to set: Payload leaves the password as it is for an absent or empty value. */
const unset = (password: unknown) => password === undefined || password === null || password === ''

/**
 * Someone signed in, changing their own password, must give the current one: a stolen session
 * (or an unattended browser) must not be enough to take the account over for good. The check
 * counts in the shared sign-in throttle, as a password guess through the sign-in form would.
 */
const requireCurrentPassword = async (req: PayloadRequest, id: number | string, currentPassword: unknown) => {
  if (typeof currentPassword !== 'string' || !currentPassword) {
    throw invalid('currentPassword', 'Please enter your current password to choose a new one.')
  }
  const check = await checkCurrentPassword(req.payload, Number(id), currentPassword, clientAddress(req.headers ?? new Headers()))
  if (check.ok) return
  if (check.retryAfter) throw new APIError(retryMessage(check.retryAfter), 429, { retryAfter: check.retryAfter }, true)
  throw invalid('currentPassword', 'Your current password is not correct.')
}

const isOwnAccount = (req: PayloadRequest, id: unknown) =>
  Boolean(req.user && req.user.collection === 'users' && id !== undefined && String(req.user.id) === String(id))

/**
 * Creating an account or changing one (the CMS API, the admin panel, the first admin
 * account, the Local API): a new password follows the site's rules, and changing one's own
 * needs the current one. An admin setting another account's password needs none.
 * `currentPassword` is only ever read here, never stored.
 */
export const passwordRulesOnSave: CollectionBeforeValidateHook = async ({ data, operation, originalDoc, req }) => {
  if (!data) return data
  const { currentPassword, ...rest } = data as Record<string, unknown>
  if (unset(rest.password)) return rest
  refuseWeak(rest.password)
  if (operation === 'update' && isOwnAccount(req, originalDoc?.id)) {
    await requireCurrentPassword(req, originalDoc.id, currentPassword)
  }
  return rest
}

/**
 * A reset link proves the account is the holder's, so no current password is asked; the new
 * one still follows the rules. Checked before Payload hashes it (its hooks after that no
 * longer see the password).
 */
export const passwordRulesOnReset: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation === 'resetPassword') refuseWeak((args as { data?: { password?: unknown } }).data?.password)
  return args
}
