import { parsePageParam } from '@/components/pagination/pageWindow'
import { searchSchema } from '@/lib/validation/search'

type Param = string | string[] | undefined

const first = (value: Param) => (Array.isArray(value) ? value[0] : value) ?? ''

export type SearchQuery = {
  /** What was typed, for the search box. */
  raw: string
  /** The query to run, or null when there is none or it is not valid. */
  query: string | null
  /** Why the query cannot run (too long, characters the database cannot hold), shown above the results. */
  problem: string | null
  page: number
}

/**
 * `/search?q=…&page=n` read with the API's own schema, so a query the API answers 400 is shown
 * as its message here instead of reaching the database. A blank query is no problem, just no
 * search; an invalid page number reads as the first page.
 */
export const readSearchQuery = (params: Record<string, Param>): SearchQuery => {
  const raw = first(params.q)
  const parsed = searchSchema.safeParse({ q: raw })
  return {
    raw: raw.trim(),
    query: parsed.success ? parsed.data.q : null,
    problem: parsed.success || !raw.trim() ? null : (parsed.error.issues[0]?.message ?? null),
    page: parsePageParam(first(params.page)) ?? 1,
  }
}
