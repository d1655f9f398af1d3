import { revalidatePath, revalidateTag } from 'next/cache'

import { CONTENT_TAG } from './tags'

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

export const revalidateSite = () => {
  for (const listener of listeners) listener()
  try {
    revalidatePath('/', 'layout')
    revalidateTag(CONTENT_TAG, { expire: 0 })
  } catch {
    // Not inside Next (scripts, tests): nothing is cached there.
  }
}
