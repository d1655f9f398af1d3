import { listUserComments } from '@/lib/data/comments'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

export const GET = route({ feature: 'comments', member: true }, async ({ user }) => json(await listUserComments(user)))
