/**
 * The verses a reference link marks on a chapter's page (`?v=16-18`). next.config.ts reads the
 * pattern to send such an address to the chapter's marked page, so this module stays small.
 */

/** The form the `v` parameter takes: one verse or a range (`16`, `16-18`). */
export const VERSE_RANGE = '[1-9]\\d{0,2}(?:-[1-9]\\d{0,2})?'

/**
 * The verses `range` marks in a chapter of `count` verses, when it is written as the site writes
 * links (`16`, `16-18`: a range ends after it starts) and the chapter has every verse of it;
 * otherwise null.
 */
export const verseRange = (range: string, count: number): { from: number; to: number } | null => {
  if (!new RegExp(`^${VERSE_RANGE}$`).test(range)) return null
  const [from, to = from] = range.split('-').map(Number)
  if (to > count || (range.includes('-') && to <= from)) return null
  return { from, to }
}
