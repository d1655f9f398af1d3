import { accountFormFailure, accountFormResult } from '@/lib/auth/accountForms'
import { cancelEmailChange, EMAIL_CHANGE_SENT, requestEmailChange } from '@/lib/auth/emailChange'
import { badRequest, json, tooManyRequests } from '@/lib/http/responses'
import { retryMessage } from '@/lib/http/retryMessage'
import { route } from '@/lib/http/route'
import { emailChangeShape, messageShape } from '@/lib/openapi/shapes'
import { LIMITS } from '@/lib/rateLimit/policies'
import { changeEmailSchema } from '@/lib/validation/account'

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
    api: {
      summary:
        'Ask for a new e-mail address: a confirmation link (1 hour, single use) goes to it and the current address is told; the answer is the same whether or not the address already has an account. The password is required when the account has one',
      tag: 'Account',
      ok: { status: 200, schema: emailChangeShape },
      answers: {
        400: 'Invalid address, the current address, or password missing or wrong ({message, errors})',
        429: '3 an hour per member, 5 per client, or the sign-in throttle (Retry-After header)',
        303: "The account page's plain form: back to /account?email=<code>#email",
      },
    },
  },
  async ({ payload, user, body, address, viaForm, submission }) => {
    const result = await requestEmailChange(payload, user, body, address, submission)
    if (result.outcome === 'throttled') {
      return viaForm ? accountFormResult('email', 'throttled') : tooManyRequests(result.retryAfter, retryMessage(result.retryAfter))
    }
    if (result.outcome === 'invalid') return viaForm ? accountFormResult('email', FORM_CODE[result.reason]) : badRequest(result.errors, result.message)
    return viaForm ? accountFormResult('email', 'sent') : json({ message: EMAIL_CHANGE_SENT, pending: result.pending })
  },
)

/** DELETE /api/account/email: withdraws a pending change (its link stops working). */
export const DELETE = route(
  {
    member: true,
    api: { summary: 'Cancel a pending e-mail change (its link stops working)', tag: 'Account', ok: { status: 200, schema: messageShape } },
  },
  async ({ payload, user }) => {
    await cancelEmailChange(payload, user.id)
    return json({ message: 'The pending change of e-mail address has been cancelled.' })
  },
)
