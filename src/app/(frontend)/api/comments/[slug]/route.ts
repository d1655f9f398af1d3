import { z } from 'zod'

import { addComment, DUPLICATE_COMMENT, listApprovedComments, PARENT_NOT_SHOWN } from '@/collections/comments/data'
import { badRequest, json, notFound } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { commentShape, postedCommentShape } from '@/lib/openapi/shapes'
import { LIMITS } from '@/lib/rateLimit/policies'
import { commentSchema } from '@/lib/validation/comment'

export const GET = route<{ slug: string }>(
  {
    feature: 'comments',
    shared: true,
    api: {
      summary: 'Approved comments on a post, oldest first, each with its approved replies',
      tag: 'Comments',
      ok: { status: 200, schema: z.array(commentShape) },
      answers: { 404: 'Post not found' },
    },
  },
  async ({ payload, params }) => {
    const comments = await listApprovedComments(payload, params.slug)
    return comments ? json(comments) : notFound('Post not found')
  },
)

export const POST = route<{ slug: string }, typeof commentSchema, true>(
  {
    feature: 'comments',
    member: true,
    body: commentSchema,
    rateLimit: LIMITS.comment,
    api: {
      summary: 'Comment on a post, or reply to an approved comment there with `parentId` (held for moderation)',
      tag: 'Comments',
      ok: { status: 201, schema: postedCommentShape },
      answers: { 404: 'Post not found' },
    },
  },
  async ({ payload, params, body, user, submission }) => {
    const comment = await addComment(payload, user, params.slug, body, submission)
    if (comment === 'duplicate') return badRequest({ content: DUPLICATE_COMMENT }, DUPLICATE_COMMENT)
    if (comment === 'parent') return badRequest({ parentId: PARENT_NOT_SHOWN }, PARENT_NOT_SHOWN)
    return comment ? json(comment, { status: 201 }) : notFound('Post not found')
  },
)
