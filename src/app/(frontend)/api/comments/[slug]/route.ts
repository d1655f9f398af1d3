import { requireUser } from '@/lib/auth/session'
import { addComment, listApprovedComments } from '@/lib/data/comments'
import { readJson } from '@/lib/http/body'
import { featureOff } from '@/lib/http/feature'
import { checkOrigin } from '@/lib/http/origin'
import { json, notFound } from '@/lib/http/responses'
import { params, route } from '@/lib/http/route'
import { commentSchema } from '@/lib/validation/comment'

type Context = { params: Promise<{ slug: string }> }

export const GET = route(async (_req, context: Context) => {
  const off = await featureOff('comments')
  if (off) return off
  const comments = await listApprovedComments((await params(context)).slug)
  return comments ? json(comments) : notFound('Post not found')
})

export const POST = route(async (req, context: Context) => {
  const off = await featureOff('comments')
  if (off) return off
  const refused = checkOrigin(req)
  if (refused) return refused
  const auth = await requireUser(req)
  if (!auth.ok) return auth.response
  const input = await readJson(req, commentSchema)
  if (!input.ok) return input.response
  const comment = await addComment(auth.user, (await params(context)).slug, input.data.content)
  return comment ? json(comment, { status: 201 }) : notFound('Post not found')
})
