import { addComment, DUPLICATE_COMMENT, listApprovedComments } from '@/lib/data/comments'
import { badRequest, json, notFound } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { LIMITS } from '@/lib/rateLimit/policies'
import { commentSchema } from '@/lib/validation/comment'

export const GET = route<{ slug: string }>({ feature: 'comments', shared: true }, async ({ params }) => {
  const comments = await listApprovedComments(params.slug)
  return comments ? json(comments) : notFound('Post not found')
})

export const POST = route<{ slug: string }, typeof commentSchema, true>(
  { feature: 'comments', member: true, body: commentSchema, rateLimit: LIMITS.comment },
  async ({ params, body, user, submission }) => {
    const comment = await addComment(user, params.slug, body.content, submission)
    if (comment === 'duplicate') return badRequest({ content: DUPLICATE_COMMENT }, DUPLICATE_COMMENT)
    return comment ? json(comment, { status: 201 }) : notFound('Post not found')
  },
)
