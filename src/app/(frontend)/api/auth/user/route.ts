import { toPublicUser } from '@/lib/auth/publicUser'
import { requireUser } from '@/lib/auth/session'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

/** GET /api/auth/user: the signed-in member `{id, email, firstName, lastName, createdAt}`, else 401. */
export const GET = route(async (req) => {
  const session = await requireUser(req)
  if (!session.ok) return session.response
  return json(toPublicUser(session.user), { headers: { 'Cache-Control': 'private, no-store' } })
})
