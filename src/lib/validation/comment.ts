import { z } from 'zod'

import { trimmed } from './fields'

export const COMMENT_MAX_LENGTH = 2000

export const commentSchema = z.object({
  content: trimmed()
    .min(1, 'Comment cannot be empty.')
    .max(COMMENT_MAX_LENGTH, `Comment must be at most ${COMMENT_MAX_LENGTH.toLocaleString('en-US')} characters.`),
})

export type CommentInput = z.infer<typeof commentSchema>
