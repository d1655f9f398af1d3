import { cookieHeaders, sessionCookies } from '@/lib/auth/cookies'
import { RESET_LINK_INVALID, resetPassword } from '@/lib/auth/passwordReset'
import { resetFormDone, resetFormFailure, resetFormRefused } from '@/lib/auth/passwordResetForms'
import { toPublicUser } from '@/lib/auth/publicUser'
import { badRequest, json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { userShape } from '@/lib/openapi/shapes'
import { resetPasswordSchema } from '@/lib/validation/account'

/**
 * POST /api/auth/reset-password: sets a new password from an e-mailed reset link (an hour, once).
 * Every session of the account ends and this browser is signed in with a new one: 200 with the
 * public user and the session cookie. An expired, used or unknown link: 400 with a clear message.
 * The page's form sent before its JavaScript loaded gets redirects instead.
 */
export const POST = route(
  {
    body: resetPasswordSchema,
    forms: true,
    failure: resetFormFailure,
    api: {
      summary:
        'Set a new password from a reset link: every session of the account ends and this browser is signed in with a new one (sets the session cookie)',
      tag: 'Auth',
      ok: { status: 200, schema: userShape },
      answers: {
        400: 'Link expired, used or unknown ({message, errors: {token}}), or the password breaks the registration rules ({errors: {password}})',
        303: "The page's plain form: on to /account?password=reset#password with the session cookie, or back to /reset-password?token=…&error=<code>",
      },
    },
  },
  async ({ payload, req, body, viaForm }) => {
    const result = await resetPassword(payload, body, req.headers)
    if (result.outcome === 'invalid-link') {
      return viaForm ? resetFormRefused(body.token, 'link') : badRequest({ token: RESET_LINK_INVALID }, RESET_LINK_INVALID)
    }
    if (result.outcome === 'invalid') return viaForm ? resetFormRefused(body.token, 'password') : badRequest(result.errors, Object.values(result.errors)[0])
    if (viaForm) return resetFormDone(payload, result.token)
    return json(toPublicUser(result.user), { headers: cookieHeaders(await sessionCookies(payload, result.token)) })
  },
)
