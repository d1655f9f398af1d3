import { revalidatePath, revalidateTag } from 'next/cache'

import { CONTENT_TAG } from './tags'
import { EXPIRED_AGAIN_AFTER_MS } from './timing'

/**
 * Public pages are cached and rebuilt on demand. The site is small and the creator
 * publishes rarely, so any published change refreshes every cached page at once (the
 * whole layout) and expires every cached read: no list, sidebar, feed or sitemap can
 * show stale content. Outside a Next request (seed, migrations, tests) there is no cache.
 */
const listeners = new Set<() => void>()

/** Runs `listener` on every content change (for caches this module does not know about). */
export const onContentChange = (listener: () => void) => {
  listeners.add(listener)
}

// What revalidateSite expires: revalidatePath('/', 'layout') (Next's tag for every page under
// the root layout) and every cached read.
const SITE_TAGS = ['_N_T_/layout', CONTENT_TAG]

type TagCache = { revalidateTag: (tags: string[]) => Promise<void> }

/** Expires SITE_TAGS in the cache the server last used (Next's own `unstable_cache` finds it there too). */
const expireTags = () => {
  const cache = (globalThis as { __incrementalCache?: TagCache }).__incrementalCache
  cache?.revalidateTag(SITE_TAGS).catch((error: unknown) => console.error('[cache] Could not expire the public pages', error))
}

/**
 * Expires every public page. A change made in a request (a save in the admin) is expired by
 * Next when the request ends, after the database has committed it. Work outside a request (a
 * scheduled publish on the jobs queue's timer) is not: that timer was started inside whichever
 * request first started Payload, so Next takes the change for part of that long-finished request,
 * records the revalidation there and never applies it. So the same tags are also expired in
 * Next's cache directly (one table of tags per server process), now and again a moment later:
 * change hooks run before the change is committed, and a page rendered in between from the old
 * rows must not stay. Expiring twice more after a request's own revalidation costs nothing.
 * Outside Next (scripts, tests) there is no cache and nothing happens.
 */
export const revalidateSite = () => {
  for (const listener of listeners) listener()
  try {
    revalidatePath('/', 'layout')
    revalidateTag(CONTENT_TAG, { expire: 0 })
  } catch {
    // Not inside a Next request (scripts, tests, timers): the direct expiry below still reaches a running server's cache.
  }
  expireTags()
  setTimeout(expireTags, EXPIRED_AGAIN_AFTER_MS).unref()
}
