import { revalidateTag } from 'next/cache'
import type { Payload, PayloadRequest } from 'payload'

import { notify } from '@/lib/db/notify'
import { CONTENT_CHANNEL, CONTENT_TAG } from './tags'

/**
 * Public pages are cached and rebuilt on demand. The site is small and the creator publishes
 * rarely, so any published change expires every cached page and every cached read at once: no
 * list, sidebar, feed or sitemap can show stale content. Two ways, both Next's or PostgreSQL's
 * documented ones (src/server/cacheHandler.cjs says how the cache takes them):
 * - `revalidateTag`, when the change is made in a request (a save in the admin): Next expires
 *   the tag as the request ends;
 * - a notification on the change's transaction, delivered to every server process once it
 *   commits: the only way that reaches the cache from outside a request (a scheduled publish
 *   on the jobs queue), from other processes, and from scripts.
 * Outside Next (seed, migrations, tests) there is no request, and the notification finds no
 * cache unless a server is running on the same database.
 */
const listeners = new Set<() => void>()

/** Runs `listener` on every content change (for caches this module does not know about). */
export const onContentChange = (listener: () => void) => {
  listeners.add(listener)
}

/** Expires every cached page and read; `about` names what changed (`posts/12`), for logs and tests. */
export const revalidateSite = async (payload: Payload, about: string, req?: Partial<PayloadRequest>) => {
  for (const listener of listeners) listener()
  await notify(payload, CONTENT_CHANNEL, about, req)
  try {
    revalidateTag(CONTENT_TAG, { expire: 0 })
  } catch {
    // Not inside a Next request: the notification reaches the cache.
  }
}
