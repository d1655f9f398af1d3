import { sessionCookie } from '@/lib/auth/cookies'
import { toPublicUser } from '@/lib/auth/publicUser'
import { LOGIN_FAILED, signIn } from '@/lib/auth/signIn'
import { json, tooManyRequests, unauthorized } from '@/lib/http/responses'
import { retryMessage } from '@/lib/http/retryMessage'
import { route } from '@/lib/http/route'
import { loginSchema } from '@/lib/validation/auth'

/**
 * POST /api/auth/login: the member and a session cookie; 401 on any failure, 429 when throttled.
 * Failed sign-ins have their own throttle (src/lib/auth/loginThrottle.ts), shared with the
 * admin panel's sign-in, on top of the general limit every mutation has.
 */
export const POST = route({ body: loginSchema }, async ({ body, address }) => {
  const result = await signIn(body, address)
  if (result.outcome === 'throttled') return tooManyRequests(result.retryAfter, retryMessage(result.retryAfter))
  if (result.outcome === 'invalid') return unauthorized(LOGIN_FAILED)
  return json(toPublicUser(result.user), { headers: { 'Set-Cookie': await sessionCookie(result.token) } })
})
