/** At most this many page numbers are shown, centred on the current page. */
const MAX_PAGE_LINKS = 5

/**
 * The page numbers to show: a run of up to `max` pages with `current` in the middle, shifted
 * to stay inside 1..total near either end (page 1 of 9 shows 1–5, page 9 shows 5–9).
 */
export const pageWindow = (current: number, total: number, max = MAX_PAGE_LINKS): number[] => {
  const count = Math.min(max, total)
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), total - count + 1)
  return Array.from({ length: count }, (_, i) => start + i)
}

/**
 * A `[page]` route segment as a page number: digits only, no leading zero, so every page has
 * one address, and at most 6 digits so an absurd page never reaches the database. Anything
 * else is null (the route answers 404).
 */
export const parsePageParam = (raw: string): number | null => {
  if (!/^[1-9]\d{0,5}$/.test(raw)) return null
  return Number(raw)
}

/** `/blog` for page 1, `/blog/page/3` after it. */
export const pageHref = (basePath: string, page: number): string => (page <= 1 ? basePath : `${basePath}/page/${page}`)
