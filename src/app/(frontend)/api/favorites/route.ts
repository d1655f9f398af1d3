import { listFavorites } from '@/lib/data/favorites'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

export const GET = route({ member: true }, async ({ user }) => json(await listFavorites(user)))
