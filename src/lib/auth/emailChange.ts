import { createLocalReq, ValidationError, type Payload, type PayloadRequest, type Where } from 'payload'

import { claimNotice, writeOnce, type Submission } from '@/lib/db/once'

import { getSiteInfo } from '@/lib/data/site'
import {
  addressTakenEmail,
  confirmEmailChangeEmail,
  emailChangedEmail,
  emailChangeRequestedEmail,
} from '@/lib/email/emailChange'
import { trySendEmail } from '@/lib/email/send'
import type { ChangeEmailInput } from '@/lib/validation/account'
import { PASSWORD_TO_CHANGE_EMAIL } from '@/lib/validation/formRules'
import type { User } from '@/payload-types'
import { checkCurrentPassword } from './currentPassword'
import { hashLinkToken, isLinkToken, newLinkToken } from './linkToken'

/** What the member is told once the confirmation link is on its way. */
export const EMAIL_CHANGE_SENT =
  'We sent a confirmation link to the new address. Your e-mail address changes when you open it (within an hour).'

/**
 * Changing a member's e-mail address. The new address must prove it receives mail: the change is
 * stored as pending (the address, the SHA-256 of a link token, an expiry) and made only when the
 * link e-mailed to the new address is opened. The current address hears of the request at once
 * and of the change when it happens, so a member whose session was stolen finds out in time.
 *
 * The link works without a session: it is opened from a mailbox, often on another device, and
 * the token (256 random bits, single use, an hour) is itself the proof the new address gives.
 * Who may ask was settled when it was asked: a signed-in member, with their password if the
 * account has one.
 */
const EMAIL_CHANGE_LINK_MS = 60 * 60 * 1000

export const SAME_ADDRESS = 'This is already your e-mail address.'
export const WRONG_PASSWORD = 'Your password is not correct.'

export type PendingEmailChange = { email: string; expiresAt: string }

type AccountRow = {
  id: number
  email: string
  pendingEmail?: string | null
  emailChangeTokenHash?: string | null
  emailChangeExpiresAt?: string | null
}

const localReq = async (payload: Payload) => createLocalReq({}, payload)

const findAccount = async (payload: Payload, where: Where) =>
  payload.db.findOne<AccountRow>({ collection: 'users', where, req: await localReq(payload) })

const savePending = async (payload: Payload, id: number, data: Record<string, unknown>, req?: PayloadRequest) =>
  payload.db.updateOne({ collection: 'users', id, data, req: req ?? (await localReq(payload)), returning: false })

const clearPending = { pendingEmail: null, emailChangeTokenHash: null, emailChangeExpiresAt: null }

const addressTaken = async (payload: Payload, email: string, exceptId: number) =>
  (await payload.count({ collection: 'users', where: { and: [{ email: { equals: email } }, { id: { not_equals: exceptId } }] }, overrideAccess: true }))
    .totalDocs > 0

/** The member's change still waiting for its link, or null (none, or the link has expired). */
export const pendingEmailChange = async (payload: Payload, userId: number): Promise<PendingEmailChange | null> => {
  const row = await findAccount(payload, { id: { equals: userId } })
  if (!row?.pendingEmail || !row.emailChangeExpiresAt || Date.parse(row.emailChangeExpiresAt) <= Date.now()) return null
  return { email: row.pendingEmail, expiresAt: row.emailChangeExpiresAt }
}

export type EmailChangeRequest =
  | { outcome: 'sent'; pending: PendingEmailChange }
  | { outcome: 'invalid'; reason: 'password-missing' | 'wrong-password' | 'same'; errors: Record<string, string>; message: string }
  | { outcome: 'throttled'; retryAfter: number }

/**
 * Asks for `email` to become the member's address. An address that already belongs to another
 * account is answered exactly like a free one (pending, "check your inbox"), so the form tells
 * nobody who has an account; its owner gets a notice instead of a link, and the change can
 * never be confirmed. A new request replaces an earlier pending one (its link stops working).
 */
export const requestEmailChange = async (
  payload: Payload,
  user: User,
  { email, password }: ChangeEmailInput,
  address: string,
  submission: Submission | null = null,
): Promise<EmailChangeRequest> => {
  const newAddress = email.toLowerCase()
  if (user.hasPassword !== false) {
    if (!password) {
      return { outcome: 'invalid', reason: 'password-missing', errors: { password: PASSWORD_TO_CHANGE_EMAIL }, message: PASSWORD_TO_CHANGE_EMAIL }
    }
    const check = await checkCurrentPassword(payload, user.id, password, address)
    if (!check.ok && check.retryAfter) return { outcome: 'throttled', retryAfter: check.retryAfter }
    if (!check.ok) return { outcome: 'invalid', reason: 'wrong-password', errors: { password: WRONG_PASSWORD }, message: WRONG_PASSWORD }
  }
  if (newAddress === user.email.toLowerCase()) return { outcome: 'invalid', reason: 'same', errors: { email: SAME_ADDRESS }, message: SAME_ADDRESS }

  // The link's token exists only in its e-mail: a repeat of this submission whose e-mails never
  // left (the first answer was lost before them) makes a new link; one that did sends nothing.
  const issue = async (req?: PayloadRequest) => {
    const token = newLinkToken()
    const pending = { email: newAddress, expiresAt: new Date(Date.now() + EMAIL_CHANGE_LINK_MS).toISOString() }
    await savePending(payload, user.id, { pendingEmail: pending.email, emailChangeTokenHash: hashLinkToken(token), emailChangeExpiresAt: pending.expiresAt }, req)
    return { token, pending }
  }
  const issued: Awaited<ReturnType<typeof issue>>[] = []
  const written = await writeOnce(payload, submission, async (req) => {
    issued.push(await issue(req))
    return issued[0].pending
  })
  if (!(await claimNotice(payload, submission))) return { outcome: 'sent', pending: written.value }
  const { token, pending } = issued[0] ?? (await issue())
  const { title } = await getSiteInfo(payload)
  const taken = await addressTaken(payload, newAddress, user.id)
  await Promise.all([
    trySendEmail(
      payload,
      taken ? addressTakenEmail(newAddress, title) : confirmEmailChangeEmail(newAddress, token, title),
      taken ? 'address already in use' : 'e-mail change confirmation',
    ),
    trySendEmail(payload, emailChangeRequestedEmail(user.email, newAddress, title), 'e-mail change notice'),
  ])
  return { outcome: 'sent', pending }
}

/** Withdraws the member's pending change: its link stops working. */
export const cancelEmailChange = async (payload: Payload, userId: number): Promise<void> => {
  await savePending(payload, userId, clearPending)
}

/**
 * Follows the confirmation link: the account takes the new address if the token is the latest
 * one, unexpired, and the address is still free. Used or not, a matching link is spent.
 */
export const confirmEmailChange = async (payload: Payload, token: string | null): Promise<'changed' | 'invalid'> => {
  if (!isLinkToken(token)) return 'invalid'
  const row = await findAccount(payload, { emailChangeTokenHash: { equals: hashLinkToken(token) } })
  if (!row) return 'invalid'
  await savePending(payload, row.id, clearPending)
  const newAddress = row.pendingEmail
  if (!newAddress || !row.emailChangeExpiresAt || Date.parse(row.emailChangeExpiresAt) <= Date.now()) return 'invalid'
  if (await addressTaken(payload, newAddress, row.id)) return 'invalid'
  try {
    await payload.update({ collection: 'users', id: row.id, data: { email: newAddress, emailVerified: true }, overrideAccess: true, depth: 0 })
  } catch (error) {
    // Another account took the address in the meantime: the unique index decides.
    if (error instanceof ValidationError) return 'invalid'
    throw error
  }
  const { title } = await getSiteInfo(payload)
  await trySendEmail(payload, emailChangedEmail(row.email, newAddress, title), 'e-mail changed notice')
  return 'changed'
}
