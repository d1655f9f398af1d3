import { sessionCookie } from '@/lib/auth/cookies'
import { toPublicUser } from '@/lib/auth/publicUser'
import { EMAIL_TAKEN, registerMember } from '@/lib/auth/register'
import { asRegistrationFailure, registrationFailed } from '@/lib/auth/registrationResponses'
import { readJson } from '@/lib/http/body'
import { checkOrigin } from '@/lib/http/origin'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { registerSchema } from '@/lib/validation/auth'

/** POST /api/auth/register: a new member, signed in (201 + session cookie). Failures: `{error}`. */
export const POST = route(async (req) => {
  const refused = checkOrigin(req)
  if (refused) return asRegistrationFailure(refused)
  const input = await readJson(req, registerSchema)
  if (!input.ok) return asRegistrationFailure(input.response)

  const result = await registerMember(input.data)
  if (result.outcome === 'email-taken') return registrationFailed(400, EMAIL_TAKEN, { email: EMAIL_TAKEN })
  if (result.outcome === 'invalid') return registrationFailed(400, Object.values(result.errors)[0], result.errors)
  return json(toPublicUser(result.user), { status: 201, headers: { 'Set-Cookie': await sessionCookie(result.token) } })
})
