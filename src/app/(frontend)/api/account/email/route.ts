import { accountFormFailure, accountFormResult } from '@/lib/auth/accountForms'
import { cancelEmailChange, requestEmailChange } from '@/lib/auth/emailChange'
import { badRequest, json, tooManyRequests } from '@/lib/http/responses'
import { retryMessage } from '@/lib/http/retryMessage'
import { route } from '@/lib/http/route'
import { LIMITS } from '@/lib/rateLimit/policies'
import { changeEmailSchema } from '@/lib/validation/account'

export const EMAIL_CHANGE_SENT =
  'We sent a confirmation link to the new address. Your e-mail address changes when you open it (within an hour).'

const FORM_CODE = { 'password-missing': 'bad-address', 'wrong-password': 'wrong-password', same: 'same' } as const

/**
 * POST /api/account/email: asks for a new e-mail address (src/lib/auth/emailChange.ts). The answer
 * is the same whether or not the address already has an account. The password is required when
 * the account has one. The page's form sent before its JavaScript loaded gets a redirect instead.
 */
export const POST = route(
  {
    member: true,
    body: changeEmailSchema,
    forms: true,
    rateLimit: LIMITS.emailChange,
    failure: accountFormFailure('email', 'bad-address'),
  },
  async ({ user, body, address, viaForm, submission }) => {
    const result = await requestEmailChange(user, body, address, submission)
    if (result.outcome === 'throttled') {
      return viaForm ? accountFormResult('email', 'throttled') : tooManyRequests(result.retryAfter, retryMessage(result.retryAfter))
    }
    if (result.outcome === 'invalid') return viaForm ? accountFormResult('email', FORM_CODE[result.reason]) : badRequest(result.errors, result.message)
    return viaForm ? accountFormResult('email', 'sent') : json({ message: EMAIL_CHANGE_SENT, pending: result.pending })
  },
)

/** DELETE /api/account/email: withdraws a pending change (its link stops working). */
export const DELETE = route({ member: true }, async ({ user }) => {
  await cancelEmailChange(user.id)
  return json({ message: 'The pending change of e-mail address has been cancelled.' })
})
