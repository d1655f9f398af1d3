import { accountFormFailure, accountFormResult } from '@/lib/auth/accountForms'
import { changePassword, PASSWORD_CHANGED } from '@/lib/auth/passwordChange'
import { badRequest, json, tooManyRequests } from '@/lib/http/responses'
import { retryMessage } from '@/lib/http/retryMessage'
import { route } from '@/lib/http/route'
import { messageShape } from '@/lib/openapi/shapes'
import { changePasswordSchema } from '@/lib/validation/account'

/**
 * POST /api/account/password: a new password for the signed-in member, who gives the current one
 * (checked in the sign-in throttle: 429 when it refuses). Every other session ends; this one stays.
 * The page's form sent before its JavaScript loaded gets a redirect back to the page instead.
 */
export const POST = route(
  {
    member: true,
    body: changePasswordSchema,
    forms: true,
    failure: accountFormFailure('password', 'invalid'),
    api: {
      summary:
        'Change the password: the current one (checked in the sign-in throttle) and a new one (registration rules); every other session of the account ends, this one stays',
      tag: 'Account',
      ok: { status: 200, schema: messageShape },
      answers: {
        400: 'Current password wrong or missing, new one too short, too long or too common, or the account has no password yet ({message, errors: {currentPassword|newPassword}})',
        429: 'Too many attempts (sign-in throttle; Retry-After header)',
        303: "The account page's plain form: back to /account?password=<code>#password",
      },
    },
  },
  async ({ payload, req, user, body, viaForm, submission }) => {
    const result = await changePassword(payload, user, body, req.headers, submission)
    if (result.outcome === 'throttled') {
      return viaForm ? accountFormResult('password', 'throttled') : tooManyRequests(result.retryAfter, retryMessage(result.retryAfter))
    }
    if (result.outcome === 'invalid') return viaForm ? accountFormResult('password', result.reason) : badRequest(result.errors, result.message)
    return viaForm ? accountFormResult('password', 'changed') : json({ message: PASSWORD_CHANGED })
  },
)
