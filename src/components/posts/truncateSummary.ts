/** Card summaries are cut to 120 characters (and clamped to 3 lines by CSS). */
const SUMMARY_MAX_CHARS = 120

/**
 * `text` cut to at most `max` characters plus an ellipsis. It ends on a word when a space
 * falls in the last third, so a card never shows half a word.
 */
export const truncateSummary = (text: string, max = SUMMARY_MAX_CHARS): string => {
  const clean = text.trim()
  if (clean.length <= max) return clean
  let cut = clean.slice(0, max)
  const lastSpace = cut.lastIndexOf(' ')
  if (lastSpace > (max * 2) / 3) cut = cut.slice(0, lastSpace)
  return `${cut.replace(/[\s.,;:!?-]+$/, '')}…`
}
