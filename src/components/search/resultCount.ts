import type { SearchAnswer } from '@/lib/data/search'

type Counted = Pick<SearchAnswer, 'total' | 'totalPages' | 'capped'>

const number = (n: number) => n.toLocaleString('en-US')

/**
 * The line above the results, e.g. "12 results · page 2 of 2". Past the bound on ranked matches
 * the total is not a count of everything that matched, and the line says so ("More than …").
 */
export const resultCount = ({ total, totalPages, capped }: Counted, page: number) => {
  const count = capped ? `More than ${number(total)} results` : total === 1 ? '1 result' : `${number(total)} results`
  return totalPages > 1 ? `${count} · page ${Math.min(page, totalPages)} of ${totalPages}` : count
}

/** Under the count when it is capped: which results are shown, and how to reach the others. */
export const cappedNote = (total: number) =>
  `Showing the best matches among the newest ${number(total)}. Add words to narrow the search.`
