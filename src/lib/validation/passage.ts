import { z } from 'zod'

import { PASSAGE_KEY } from '@/scripture/passageKey'

/** `/api/scripture/passage?ref=`: one passage, written as its key (src/scripture/passageKey.ts). */
export const passageQuery = z.object({
  ref: z.string().regex(PASSAGE_KEY, 'Name a passage as book.chapter.verse, such as john.3.16 or john.3.16-18.'),
})
