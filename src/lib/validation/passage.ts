import { z } from 'zod'

import { PASSAGE_KEY, passageKey, passageOfKey } from '@/scripture/passageKey'
import { TYPE_A_PASSAGE, TYPED_PASSAGE_MAX_LENGTH, TYPED_PASSAGE_TOO_LONG } from '@/scripture/typedPassage'

/**
 * `/api/scripture/passage?ref=`: one passage, written as its key (src/scripture/passageKey.ts), and
 * only in the one way the site writes it (`john.3.16`, never `john.3.16-16`), so each passage has
 * one address for the caches in front to keep. A key naming no passage (an unknown book, a range
 * running backwards) is left for the route's 404.
 */
export const passageQuery = z.object({
  ref: z
    .string()
    .regex(PASSAGE_KEY, 'Name a passage as book.chapter.verse, such as john.3.16 or john.3.16-18.')
    .superRefine((ref, context) => {
      const passage = passageOfKey(ref)
      const canonical = passage && passageKey(passage)
      if (canonical && canonical !== ref) context.addIssue({ code: 'custom', message: `Write this passage as ${canonical}.` })
    }),
})

/**
 * The book and chapter picker's form (`/scripture/go?book=jude&chapter=3`), read with readFilters
 * (src/lib/validation/filters.ts): a value that is not acceptable is dropped, so a made-up address
 * still lands somewhere (the book list, or the book's first chapter).
 */
export const pickerQuery = {
  book: z.string().max(30),
  chapter: z.coerce.number().int().min(1).max(999),
}

/**
 * `/api/admin/passage?reference=`: a reference as the creator types it into a Bible passage
 * block, with the block's own words for an empty or overlong one. Whether it names one passage
 * the Bible has is the block's check too (src/scripture/typedPassage.ts), which the route makes
 * next, so the editor reads the same sentences while typing as on publishing.
 */
export const adminPassageQuery = z.object({
  reference: z.string().trim().min(1, TYPE_A_PASSAGE).max(TYPED_PASSAGE_MAX_LENGTH, TYPED_PASSAGE_TOO_LONG),
})
