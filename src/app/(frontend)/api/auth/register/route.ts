import { cookieHeaders, sessionCookies } from '@/lib/auth/cookies'
import { toPublicUser } from '@/lib/auth/publicUser'
import { EMAIL_TAKEN, registerMember } from '@/lib/auth/register'
import { asRegistrationFailure, registrationFailed } from '@/lib/auth/registrationResponses'
import { formRefused, formSignedIn, SIGN_IN_FORM_ANSWER } from '@/lib/auth/signInForm'
import { formFailure } from '@/lib/http/formFailure'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { userShape } from '@/lib/openapi/shapes'
import { LIMITS } from '@/lib/rateLimit/policies'
import { registerSchema } from '@/lib/validation/auth'

/**
 * POST /api/auth/register: a new member, signed in (201 + session cookie). Failures: `{error}`.
 * The form sent before the page's JavaScript loaded gets redirects instead (see login).
 */
export const POST = route(
  {
    body: registerSchema,
    forms: true,
    rateLimit: LIMITS.register,
    failure: formFailure(
      (status, req) =>
        formRefused(req, 'register', status === 503 ? 'unavailable' : status === 429 ? 'register-throttled' : 'register-invalid'),
      asRegistrationFailure,
    ),
    api: {
      summary: 'Create a member account and sign in',
      tag: 'Auth',
      ok: { status: 201, schema: userShape },
      answers: { 400: 'Invalid input, or the e-mail is taken ({error, message, errors})', 303: SIGN_IN_FORM_ANSWER },
    },
  },
  async ({ payload, req, body, viaForm, submission }) => {
    const result = await registerMember(payload, body, submission)
    if (result.outcome === 'email-taken') {
      return viaForm ? formRefused(req, 'register', 'register-email-taken') : registrationFailed(400, EMAIL_TAKEN, { email: EMAIL_TAKEN })
    }
    if (result.outcome === 'invalid') {
      return viaForm ? formRefused(req, 'register', 'register-invalid') : registrationFailed(400, Object.values(result.errors)[0], result.errors)
    }
    if (viaForm) return formSignedIn(payload, req, result.token)
    return json(toPublicUser(result.user), { status: 201, headers: cookieHeaders(await sessionCookies(payload, result.token)) })
  },
)
