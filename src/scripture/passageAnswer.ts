/**
 * What the passage route answers (GET /api/scripture/passage), as the page's popover reads it:
 * the shape only, so the browser's code can know it without the text behind it.
 */
export type PassageAnswer = {
  /** How the site names the passage: "John 3:16–18". */
  reference: string
  /** Its page on the site: `/scripture/john/3?v=16-18#v16`. */
  href: string
  book: { name: string; slug: string }
  /** The (first) chapter. */
  chapter: number
  translation: string
  /** The passage's first verses, PASSAGE_ANSWER_MAX_VERSES at most. */
  verses: { chapter: number; verse: number; text: string }[]
  /** How many verses the whole passage has (more than `verses` holds when it was cut). */
  verseCount: number
}

/** What a popover shows of a long passage: every chapter but a handful fits; its page has the rest. */
export const PASSAGE_ANSWER_MAX_VERSES = 60
