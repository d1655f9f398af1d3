import { clientAddress } from '@/lib/auth/clientAddress'
import { sessionCookie } from '@/lib/auth/cookies'
import { toPublicUser } from '@/lib/auth/publicUser'
import { LOGIN_FAILED, signIn } from '@/lib/auth/signIn'
import { readJson } from '@/lib/http/body'
import { checkOrigin } from '@/lib/http/origin'
import { json, tooManyRequests, unauthorized } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { loginSchema } from '@/lib/validation/auth'

/** POST /api/auth/login: the member and a session cookie; 401 on any failure, 429 when throttled. */
export const POST = route(async (req) => {
  const refused = checkOrigin(req)
  if (refused) return refused
  const input = await readJson(req, loginSchema)
  if (!input.ok) return input.response

  const result = await signIn(input.data, clientAddress(req.headers))
  if (result.outcome === 'throttled') return tooManyRequests(result.retryAfter)
  if (result.outcome === 'invalid') return unauthorized(LOGIN_FAILED)
  return json(toPublicUser(result.user), { headers: { 'Set-Cookie': await sessionCookie(result.token) } })
})
