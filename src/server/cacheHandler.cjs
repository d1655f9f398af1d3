// @ts-check
/**
 * Next's page and data cache, as Next keeps it on disk, minus what strangers could fill it
 * with: a not-found page or a redirect (an unknown reading plan sends readers to the list) is
 * never stored, nor a data read the data layer marks as not to keep (src/lib/data/cache.ts:
 * answers about content that does not exist). Each made-up slug (/blog/x, /tag/x,
 * /blog/page/99999) would otherwise leave its rendered 404 on disk (about 53 KB in 7 files)
 * and an entry in memory, forever: a crawler with a million URLs would fill the disk. Such a
 * request renders again next time instead, which costs one indexed query.
 *
 * Plain CommonJS because Next loads this file itself at run time, outside its bundles.
 */
const { rm } = require('node:fs/promises')
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default
const { SharedCacheControls } = require('next/dist/server/lib/incremental-cache/shared-cache-controls.external')

const PAGE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES'])
// The marker src/lib/data/cache.ts puts first in a read it does not want kept (NOT_KEPT).
const NOT_KEPT_BODY = '{"__notKeptInDataCache":true'
// At build time Next's own 404 page (/_not-found) is prerendered through this cache and must be kept.
const building = () => process.env.NEXT_PHASE === 'phase-production-build'

/** @param {number | undefined} status */
const refused = (status) => status === 404 || (status !== undefined && status >= 300 && status < 400)

module.exports = class BoundedCache extends FileSystemCache {
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
      FileSystemCache.memoryCache?.remove(key)
      await rm(this.getFilePath(key, 'FETCH'), { force: true })
      return
    }
    return super.set(key, data, ctx)
  }
}
