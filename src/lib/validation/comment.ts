import { z } from 'zod'

import { multiLine } from './fields'
import { COMMENT_MAX_LENGTH } from './formRules'

const EMPTY = 'Comment cannot be empty.'
const NOT_A_COMMENT = 'Choose a comment to reply to.'

export const commentSchema = z.object({
  // A missing comment is the same mistake as an empty one, so it gets the same message.
  content: multiLine(EMPTY)
    .min(1, EMPTY)
    .max(COMMENT_MAX_LENGTH, `Comment must be at most ${COMMENT_MAX_LENGTH.toLocaleString('en-US')} characters.`),
  // The approved comment on the same post that this one answers; left out (or null) for a new thread.
  parentId: z
    .number({ error: NOT_A_COMMENT })
    .int(NOT_A_COMMENT)
    .positive(NOT_A_COMMENT)
    .max(2_147_483_647, NOT_A_COMMENT)
    .nullable()
    .optional()
    .describe('The approved comment on the same post that this one answers'),
})
