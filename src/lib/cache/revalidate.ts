import { revalidateTag } from 'next/cache'
import type { Payload, PayloadRequest } from 'payload'

import pg from 'pg'

import { listen } from '@/lib/db/listener.cjs'
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
let following = false

/**
 * Hears the changes every other process makes (they NOTIFY on commit), so a cache kept in this
 * process's memory is dropped whichever process served the save: a running server only, not the
 * build, the tests or a script, which keep no such cache between requests.
 */
const followOtherProcesses = () => {
  if (following || process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  if (!process.env.DATABASE_URL) return
  following = true
  const run = () => {
    for (const listener of listeners) listener()
  }
  listen({
    pg,
    connectionString: process.env.DATABASE_URL,
    channels: [CONTENT_CHANNEL],
    name: 'memory-caches',
    onNotification: run,
    // Changes made while the connection was lost were not heard.
    onConnected: (_client, reconnected) => {
      if (reconnected) run()
    },
  })
}

/** Runs `listener` on every content change, made in any process (for caches this module does not know about). */
export const onContentChange = (listener: () => void) => {
  listeners.add(listener)
  followOtherProcesses()
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
