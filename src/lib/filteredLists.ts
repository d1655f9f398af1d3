import { SECTIONS } from './sections'

/**
 * The lists whose filters live in the address (a section's `filters`), and their parameters.
 * Each list has two pages: `/organizations` itself, rendered once and cached like every public
 * page, and `/organizations/_filtered`, rendered per request from the query. next.config.ts
 * rewrites a request carrying any of the list's parameters to the second, so the unfiltered view
 * (what most readers open) is served from the cache and a filtered address still arrives
 * server-rendered. (`_filtered` cannot be a slug, so it never hides a document.)
 */
export const FILTERED_LISTS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  SECTIONS.flatMap((section) => (section.filters ? [[section.path, section.filters]] : [])),
)

export const FILTERED_SEGMENT = '_filtered'

/**
 * Links to a filtered list's plain page are not prefetched. A prefetch tells the browser's router
 * the page is static, so it reuses it for any query (`/reading-plans?theme=…`) without asking the
 * server, which alone knows to answer with the `_filtered` page: the address changed, the cards
 * did not (seen in a browser test after the header's link had prefetched /reading-plans).
 */
export const listLinkPrefetch = (href: string): false | undefined => (href in FILTERED_LISTS ? false : undefined)
