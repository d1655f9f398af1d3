import { notFound, permanentRedirect } from 'next/navigation'

import { parsePageParam } from './pageWindow'

/**
 * The page number of a `…/page/[page]` route: not a plain number → 404; 1 → the list's own
 * address (one URL per page). The caller still answers 404 past the last page.
 */
export const resolvePageParam = (raw: string, basePath: string): number => {
  const page = parsePageParam(raw)
  if (page === null) notFound()
  if (page === 1) permanentRedirect(basePath)
  return page
}
