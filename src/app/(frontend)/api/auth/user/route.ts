import { toPublicUser } from '@/lib/auth/publicUser'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

/** GET /api/auth/user: the signed-in member `{id, email, firstName, lastName, createdAt}`, else 401. */
export const GET = route({ member: true }, async ({ user }) => json(toPublicUser(user)))
