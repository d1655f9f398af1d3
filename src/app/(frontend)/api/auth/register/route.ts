import { sessionCookie } from '@/lib/auth/cookies'
import { toPublicUser } from '@/lib/auth/publicUser'
import { EMAIL_TAKEN, registerMember } from '@/lib/auth/register'
import { asRegistrationFailure, registrationFailed } from '@/lib/auth/registrationResponses'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { LIMITS } from '@/lib/rateLimit/policies'
import { registerSchema } from '@/lib/validation/auth'

/** POST /api/auth/register: a new member, signed in (201 + session cookie). Failures: `{error}`. */
export const POST = route(
  { body: registerSchema, rateLimit: LIMITS.register, failure: asRegistrationFailure },
  async ({ body }) => {
    const result = await registerMember(body)
    if (result.outcome === 'email-taken') return registrationFailed(400, EMAIL_TAKEN, { email: EMAIL_TAKEN })
    if (result.outcome === 'invalid') return registrationFailed(400, Object.values(result.errors)[0], result.errors)
    return json(toPublicUser(result.user), { status: 201, headers: { 'Set-Cookie': await sessionCookie(result.token) } })
  },
)
