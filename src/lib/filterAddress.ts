/**
 * The address of a filtered list, built in the browser by the filter controls and on the server
 * by the pages. Kept apart from the filter schemas (src/lib/validation/filters.ts) so that the
 * controls, which only rewrite the address, do not bring zod into the list pages' JavaScript.
 */
type FilterValues = Record<string, string | number | undefined>

/** The query string of a filtered list: only the filters that are set. */
export const filtersQuery = (filters: FilterValues): string => {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') params.set(key, String(value))
  const query = params.toString()
  return query ? `?${query}` : ''
}

/**
 * The address after a filter change: `changes` over `current` (undefined or '' clears a filter,
 * removing its parameter). Any change other than the page itself returns to page 1.
 */
export const filterHref = (basePath: string, current: FilterValues, changes: FilterValues): string => {
  const next = { ...current, ...changes }
  if (!('page' in changes)) delete next.page
  if (next.page === 1) delete next.page
  return `${basePath}${filtersQuery(next)}`
}
