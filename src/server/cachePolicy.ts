/**
 * The Cache-Control of pages, decided as their head is written (src/server/main.ts).
 *
 * Next marks a page it caches itself with its own revalidate time (`s-maxage=300,
 * stale-while-revalidate=…`, up to a year), which would let a proxy keep a page for minutes after
 * the creator published an edit. Our pages are expired on demand the moment something changes,
 * so anything in front may keep them for a second only (SHARED_BRIEFLY).
 *
 * A filtered list or a search renders per request, and Next marks such pages private. They are
 * the same for every reader too (nothing personal is rendered into a page), so they get the same
 * short shared lifetime, which turns a burst of readers on one filtered address into about one
 * render a second behind the proxy. A page in draft mode keeps Next's private marking.
 */
import { SHARED_BRIEFLY } from '@/lib/http/cacheControl'
import { FILTERED_LISTS } from '@/lib/filteredLists'

const PER_REQUEST_PUBLIC = new Set<string>([...Object.keys(FILTERED_LISTS), '/search'])

/** The Cache-Control to send instead of `current`, or undefined to leave it. */
export const pageCacheControl = (
  { method, path, draft }: { method: string | undefined; path: string; draft: boolean },
  status: number,
  current: string | undefined,
): string | undefined => {
  if (!current || draft || (method !== 'GET' && method !== 'HEAD')) return undefined
  if (current.startsWith('s-maxage=')) return SHARED_BRIEFLY
  if (status === 200 && current.startsWith('private, no-cache, no-store') && PER_REQUEST_PUBLIC.has(path)) return SHARED_BRIEFLY
  return undefined
}

/**
 * nginx keeps an entry while its expiry second has not passed, and counts in whole seconds: an
 * answer marked `s-maxage=1` stays for up to two seconds. `X-Accel-Expires` (read by nginx and
 * never passed on to browsers) gives it the end of the current second instead, so the shipped
 * proxy keeps a page for under a second and a published edit reaches readers within one. Other
 * caches go by Cache-Control.
 */
export const proxyExpiry = (now = Date.now()) => `@${Math.floor(now / 1000)}`
