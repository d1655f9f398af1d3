/** "March 3, 2026": the site's one date format (en-US long). */
export const longDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

/** "1 post", "3 posts": a count with the word in the number it needs. */
export const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`
