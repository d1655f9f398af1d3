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
  verses: { chapter: number; verse: number; text: string }[]
}
