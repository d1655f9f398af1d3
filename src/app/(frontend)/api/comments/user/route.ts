import { requireUser } from '@/lib/auth/session'
import { listUserComments } from '@/lib/data/comments'
import { featureOff } from '@/lib/http/feature'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

export const GET = route(async (req) => {
  const off = await featureOff('comments')
  if (off) return off
  const auth = await requireUser(req)
  if (!auth.ok) return auth.response
  return json(await listUserComments(auth.user))
})
