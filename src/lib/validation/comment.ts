import { z } from 'zod'

import { multiLine } from './fields'

export const COMMENT_MAX_LENGTH = 2000

const EMPTY = 'Comment cannot be empty.'

export const commentSchema = z.object({
  // A missing comment is the same mistake as an empty one, so it gets the same message.
  content: multiLine(EMPTY)
    .min(1, EMPTY)
    .max(COMMENT_MAX_LENGTH, `Comment must be at most ${COMMENT_MAX_LENGTH.toLocaleString('en-US')} characters.`),
})

