// @ts-check
/**
 * Next's page and data cache. Where it lives:
 * - with REDIS_URL set (several instances or processes), in Redis, through
 *   @fortedigital/nextjs-cache-handler's `redis-strings` handler: a page cached by one instance
 *   is served by every other, and a publish handled by any of them expires it for all (the
 *   handler keeps each tag's expiry time in Redis and checks it on every read);
 * - otherwise on disk and in this process's memory, as Next keeps it by default, so that
 *   `npm run dev` and a single instance need no service at all.
 * `next build` always uses the disk: its prerendered pages ship in `.next`.
 *
 * Either way, minus what strangers could fill it with: a not-found page or a redirect (an
 * unknown reading plan sends readers to the list) is never stored, nor a data read the data
 * layer marks as not to keep (src/lib/data/cache.ts: answers about content that does not
 * exist). Each made-up slug (/blog/x, /tag/x, /blog/page/99999) would otherwise leave its
 * rendered 404 in the cache (about 53 KB in 7 files on disk) forever: a crawler with a million
 * URLs would fill it. Such a request renders again next time instead, which costs one indexed
 * query.
 *
 * Plain CommonJS because Next loads this file itself at run time, outside its bundles.
 */
const { readFileSync } = require('node:fs')
const { rm } = require('node:fs/promises')
const path = require('node:path')
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default
const { SharedCacheControls } = require('next/dist/server/lib/incremental-cache/shared-cache-controls.external')

const PAGE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES'])
// The marker src/lib/data/cache.ts puts first in a read it does not want kept (NOT_KEPT).
const NOT_KEPT_BODY = '{"__notKeptInDataCache":true'
// At build time Next's own 404 page (/_not-found) is prerendered through this cache and must be kept.
const building = () => process.env.NEXT_PHASE === 'phase-production-build'
// The tags every page and every cached read carries (src/lib/cache/hooks.ts, SITE_TAGS).
const SITE_TAGS = ['_N_T_/layout', 'content']
/**
 * Keys are per build. Cached pages name the build's script files, which the next deployment
 * replaces: a page cached by the previous build would load scripts that no longer exist. So a
 * new build starts with an empty cache, and during a rolling deployment the two builds keep to
 * their own entries (and their own tag expiries). Old entries expire at their own time.
 */
const redisKeyPrefix = () => {
  try {
    return `next:${readFileSync(path.join(__dirname, '../../.next/BUILD_ID'), 'utf8').trim()}:`
  } catch {
    return 'next:'
  }
}

/** @param {number | undefined} status */
const refused = (status) => status === 404 || (status !== undefined && status >= 300 && status < 400)

/**
 * The Redis-backed cache class, connected once per process. Until Redis answers (and while it
 * is away) reads miss and pages render afresh, which is slower but never stale. Expiries sent
 * while it was away are lost, so when the connection comes back everything cached before is
 * expired at once.
 */
const redisCache = () => {
  const { CacheHandler } = require('@fortedigital/nextjs-cache-handler')
  const createRedisHandler = require('@fortedigital/nextjs-cache-handler/redis-strings').default
  const { createClient } = require('redis')

  const client = createClient({ url: process.env.REDIS_URL, pingInterval: 10_000 })
  const keyPrefix = redisKeyPrefix()
  const handler = createRedisHandler({ client, keyPrefix, timeoutMs: 2_000 })
  let connectedBefore = false
  let reported = false
  client.on('error', (/** @type {Error} */ error) => {
    if (!reported) console.error('[cache] Redis is not answering; pages render uncached until it does:', error.message)
    reported = true
  })
  client.on('ready', () => {
    reported = false
    if (connectedBefore) {
      for (const tag of SITE_TAGS) handler.revalidateTag(tag).catch(() => {})
    }
    connectedBefore = true
  })
  client.connect().catch(() => {
    // Reported by the error listener; the client keeps trying.
  })
  CacheHandler.onCreation(() => ({ handlers: [handler] }))

  return class extends CacheHandler {
    /** @param {string} key */
    async forget(key) {
      // The handler's own delete also drops the key's tag entries.
      if (client.isReady) await handler.delete(key)
    }
  }
}

class DiskCache extends FileSystemCache {
  /** @param {string} key */
  async forget(key) {
    FileSystemCache.memoryCache?.remove(key)
    await rm(this.getFilePath(key, 'FETCH'), { force: true })
  }
}

/** @type {any} */
const Base = process.env.REDIS_URL && !building() ? redisCache() : DiskCache

module.exports = class BoundedCache extends Base {
  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    if (data && PAGE_KINDS.has(data.kind) && refused(data.status) && !building()) {
      // Next noted this URL's cache lifetime just before calling us; drop that too.
      SharedCacheControls.cacheControls.delete(key)
      return
    }
    if (data && data.kind === 'FETCH' && typeof data.data?.body === 'string' && data.data.body.startsWith(NOT_KEPT_BODY)) {
      // The content is gone (or never was): drop what an earlier answer left under this key, so
      // the next read asks the database instead of serving the stale copy.
      await this.forget(key)
      return
    }
    return super.set(key, data, ctx)
  }
}
