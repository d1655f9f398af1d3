import { cookieHeaders, sessionCookies } from '@/lib/auth/cookies'
import { toPublicUser } from '@/lib/auth/publicUser'
import { LOGIN_FAILED, signIn } from '@/lib/auth/signIn'
import { formRefused, formSignedIn, SIGN_IN_FORM_ANSWER } from '@/lib/auth/signInForm'
import { formFailure } from '@/lib/http/formFailure'
import { json, tooManyRequests, unauthorized } from '@/lib/http/responses'
import { retryMessage } from '@/lib/http/retryMessage'
import { route } from '@/lib/http/route'
import { userShape } from '@/lib/openapi/shapes'
import { loginSchema } from '@/lib/validation/auth'

/**
 * POST /api/auth/login: the member and a session cookie; 401 on any failure, 429 when throttled.
 * Failed sign-ins have their own throttle (src/lib/auth/loginThrottle.ts), shared with the
 * admin panel's sign-in, on top of the general limit every mutation has. The login form sent
 * before the page's JavaScript loaded gets redirects instead: on to `next`, or back to /login.
 */
export const POST = route(
  {
    body: loginSchema,
    forms: true,
    failure: formFailure((status, req) =>
      formRefused(req, 'login', status === 503 ? 'unavailable' : status === 429 ? 'login-throttled' : 'login-failed'),
    ),
    api: {
      summary: 'Sign in; sets the HttpOnly session cookie',
      tag: 'Auth',
      ok: { status: 200, schema: userShape },
      answers: {
        401: 'Wrong e-mail or password ({message})',
        429: 'Too many failed attempts (Retry-After header)',
        303: SIGN_IN_FORM_ANSWER,
      },
    },
  },
  async ({ payload, req, body, address, viaForm }) => {
    const result = await signIn(payload, body, address)
    if (result.outcome === 'throttled') {
      return viaForm ? formRefused(req, 'login', 'login-throttled') : tooManyRequests(result.retryAfter, retryMessage(result.retryAfter))
    }
    if (result.outcome === 'invalid') return viaForm ? formRefused(req, 'login', 'login-failed') : unauthorized(LOGIN_FAILED)
    if (viaForm) return formSignedIn(payload, req, result.token)
    return json(toPublicUser(result.user), { headers: cookieHeaders(await sessionCookies(payload, result.token)) })
  },
)
