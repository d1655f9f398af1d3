import { requireUser } from '@/lib/auth/session'
import { listFavorites } from '@/lib/data/favorites'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

export const GET = route(async (req) => {
  const auth = await requireUser(req)
  if (!auth.ok) return auth.response
  return json(await listFavorites(auth.user))
})
