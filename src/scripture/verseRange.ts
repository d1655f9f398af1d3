/**
 * The verses a reference link marks on a chapter's page (`?v=16-18`). next.config.ts reads the
 * pattern to send such an address to the chapter's marked page, so this module stays small.
 */

/** The form the `v` parameter takes: one verse or a range (`16`, `16-18`). */
export const VERSE_RANGE = '[1-9]\\d{0,2}(?:-[1-9]\\d{0,2})?'

/**
 * The verses `range` marks in a chapter of `count` verses: a range running past the chapter's
 * end stops there; one starting past it, or backwards, marks nothing.
 */
export const verseRange = (range: string, count: number): { from: number; to: number } | null => {
  if (!new RegExp(`^${VERSE_RANGE}$`).test(range)) return null
  const [from, to = from] = range.split('-').map(Number)
  if (from > count || to < from) return null
  return { from, to: Math.min(to, count) }
}
