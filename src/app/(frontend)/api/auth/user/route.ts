import { clearingStaleHint } from '@/lib/auth/cookies'
import { toPublicUser } from '@/lib/auth/publicUser'
import { json, unauthorized } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { userShape } from '@/lib/openapi/shapes'

/**
 * GET /api/auth/user: the signed-in member `{id, email, firstName, lastName, createdAt}`, else 401.
 * The browser asks only while it holds the signed-in hint; a 401 clears a stale one.
 */
export const GET = route(
  { member: 'optional', api: { summary: 'The signed-in member', tag: 'Auth', membersOnly: true, ok: { status: 200, schema: userShape } } },
  async ({ payload, req, user }) => (user ? json(toPublicUser(user)) : clearingStaleHint(payload, req, unauthorized())),
)
