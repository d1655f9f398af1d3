// @ts-check
/**
 * Next's page and data cache, through Next's documented cache handler interface (get, set,
 * revalidateTag, resetRequestCache). Where it lives:
 * - with REDIS_URL set (several instances), in Redis, through @fortedigital/nextjs-cache-handler's
 *   `redis-strings` handler: a page cached by one instance is served by every other;
 * - otherwise in files the server processes of this machine share (pageFiles.cjs), with the
 *   most recently used entries also in each process's memory (at most MEMORY_BYTES). A page
 *   that is in neither is rendered on its first request (tens of milliseconds) and kept from
 *   then on.
 *
 * When it expires: any published change expires every page and every cached read (the site is
 * small and pages mix content types: the sidebar is on every page). Two ways reach it:
 * - a change made in a request calls revalidateTag (src/lib/cache/revalidate.ts), which Next
 *   hands to `revalidateTag` below as the request ends;
 * - every change, wherever it runs (a request, the jobs queue's scheduled publish, a script,
 *   another process or instance), NOTIFYs CONTENT_CHANNEL on its transaction, and each server
 *   process LISTENs (src/lib/db/listener.cjs): the notification arrives once the change has committed,
 *   so no page rendered from the old rows stays. A reconnection expires everything, since
 *   notifications sent meanwhile are lost.
 *
 * What it never stores: a not-found page or a redirect (an unknown reading plan sends readers to
 * the list), nor a data read the data layer marks as not to keep (src/lib/data/cache.ts: answers
 * about content that does not exist). Each made-up slug would otherwise take room from real
 * pages; such a request renders again next time instead, which costs one indexed query.
 *
 * Plain CommonJS because Next loads this file itself at run time, outside its bundles.
 */
const { readFileSync } = require('node:fs')
const path = require('node:path')

const { LRUCache } = require('lru-cache')

const { listen } = require('../lib/db/listener.cjs')
const { pageFiles } = require('./pageFiles.cjs')

// The names src/lib/cache/tags.ts gives them (tests/unit/cacheHandler.spec.ts checks they agree).
const CONTENT_TAG = 'content'
const CONTENT_CHANNEL = 'content_changed'
// The marker src/lib/data/cache.ts puts first in a read it does not want kept (NOT_KEPT).
const NOT_KEPT_BODY = '{"__notKeptInDataCache":true'
const MEMORY_BYTES = 64 * 1024 * 1024
const building = () => process.env.NEXT_PHASE === 'phase-production-build'

/** @param {any} data */
const refused = (data) => {
  if (!data) return false
  if (data.kind === 'FETCH') return typeof data.data?.body === 'string' && data.data.body.startsWith(NOT_KEPT_BODY)
  const status = data.status
  return status === 404 || (typeof status === 'number' && status >= 300 && status < 400)
}

/** About how many bytes an entry holds: its strings and buffers, two levels down. */
const sizeOf = (/** @type {unknown} */ value, depth = 0) => {
  if (typeof value === 'string') return value.length
  if (Buffer.isBuffer(value)) return value.byteLength
  if (depth > 2 || value === null || typeof value !== 'object') return 8
  const children = value instanceof Map ? [...value.values()] : Object.values(value)
  return children.reduce((sum, child) => sum + sizeOf(child, depth + 1), 64)
}

/** Every process's own store. */
const memory = new LRUCache({ maxSize: MEMORY_BYTES, sizeCalculation: (/** @type {any} */ entry) => Math.max(1, sizeOf(entry.value)) })

/**
 * Which change the work behind each key began after, and when. Next looks a key up before it
 * renders the page or runs the read, and stores the result after; a change committed in between
 * may have been read half before it, so that result is not stored. The earliest lookup counts:
 * of two renders at once, the older decides. At most RECENT_READS keys are remembered.
 * `at` is the time of the last change this process was told of (at first, its start: files left
 * from before may predate a change made while no server ran).
 */
const RECENT_READS = 10_000
/** @type {{ count: number, at: number, readFrom: LRUCache<string, { count: number, at: number }> }} */
const changes = { count: 0, at: Date.now(), readFrom: new LRUCache({ max: RECENT_READS }) }

/** @param {string} key */
const noteRead = (key) => {
  if (changes.readFrom.get(key)?.count !== changes.count) changes.readFrom.set(key, { count: changes.count, at: Date.now() })
}

/**
 * Whether `data`, just made for `key`, may be stored, and when its work began (undefined when
 * no lookup was seen: then it is kept in this process only).
 * @param {string} key @param {any} data @returns {{ keep: boolean, readFrom?: number }}
 */
const mayKeep = (key, data) => {
  const from = changes.readFrom.get(key)
  changes.readFrom.delete(key)
  const keep = Boolean(data) && !refused(data) && (from === undefined || from.count === changes.count)
  return { keep, readFrom: from?.at }
}

/** @type {{ revalidateTag: (tags: string[]) => Promise<void> } | null} */
let shared = null

/** The build's ID: a cached page names the build's script files, which the next build replaces. */
const buildId = () => {
  try {
    return readFileSync(path.join(__dirname, '../../.next/BUILD_ID'), 'utf8').trim()
  } catch {
    // No build yet (the development server): one shared name.
    return 'development'
  }
}

const filesDir = () => path.join(__dirname, '../../.next/cache/shared-pages', buildId())

/** The shared files, where there is no Redis (and not while building, which keeps its own). */
const files = process.env.REDIS_URL || building() ? null : pageFiles(filesDir())

/** Deletes expired files a little after a change, once a burst of changes is over. */
let sweep = /** @type {NodeJS.Timeout | undefined} */ (undefined)
const sweepSoon = () => {
  clearTimeout(sweep)
  sweep = setTimeout(() => void files?.sweep(changes.at), 10_000)
  sweep.unref()
}

/** Expires everything cached before now: memory and files at once, Redis through its handler. */
const expireEverything = () => {
  changes.count++
  changes.at = Math.max(Date.now(), changes.at + 1)
  memory.clear()
  if (files) sweepSoon()
  shared?.revalidateTag([CONTENT_TAG]).catch(() => {})
}

/**
 * The Redis-backed cache class, connected once per process. Until Redis answers (and while it
 * is away) reads miss and pages render afresh, which is slower but never stale. Its keys carry
 * the build's ID: a cached page names the build's script files, which the next deployment
 * replaces, so a new build starts with an empty cache.
 */
const redisCache = () => {
  const { CacheHandler } = require('@fortedigital/nextjs-cache-handler')
  const createRedisHandler = require('@fortedigital/nextjs-cache-handler/redis-strings').default
  const { createClient } = require('redis')

  const client = createClient({ url: process.env.REDIS_URL, pingInterval: 10_000 })
  const handler = createRedisHandler({ client, keyPrefix: `next:${buildId()}:`, timeoutMs: 2_000 })
  let reported = false
  client.on('error', (/** @type {Error} */ error) => {
    if (!reported) console.error('[cache] Redis is not answering; pages render uncached until it does:', error.message)
    reported = true
  })
  // Expiries sent while Redis was away are lost: expire everything once it is back.
  let connectedBefore = false
  client.on('ready', () => {
    reported = false
    if (connectedBefore) expireEverything()
    connectedBefore = true
  })
  client.connect().catch(() => {
    // Reported by the error listener; the client keeps trying.
  })
  CacheHandler.onCreation(() => ({ handlers: [handler] }))
  shared = { revalidateTag: async (tags) => { for (const tag of tags) await handler.revalidateTag(tag) } }

  return class extends CacheHandler {
    /** @param {any} context */
    constructor(context) {
      super(context)
      followChanges()
    }

    /** @param {string} key @param {any} ctx */
    async get(key, ctx) {
      noteRead(key)
      return super.get(key, ctx)
    }

    /** @param {string} key @param {any} data @param {any} ctx */
    async set(key, data, ctx) {
      if (building()) return super.set(key, data, ctx)
      // Not kept: also drop what an earlier answer left under its key.
      if (!mayKeep(key, data)) return client.isReady ? handler.delete(key) : undefined
      return super.set(key, data, ctx)
    }

    /** @param {string | string[]} tags */
    async revalidateTag(tags) {
      changes.count++
      return super.revalidateTag(tags)
    }
  }
}

class MemoryCache {
  /** @param {unknown} _options */
  constructor(_options) {
    followChanges()
  }

  /** @param {string} key */
  async get(key) {
    noteRead(key)
    const held = memory.get(key)
    if (held || !files) return held ?? null
    const stored = await files.read(key, changes.at)
    if (!stored) return null
    const entry = { value: stored.value, lastModified: stored.lastModified }
    // A change heard while the file was read expires it here too.
    if (stored.readFrom <= changes.at) return null
    memory.set(key, entry)
    return entry
  }

  /** @param {string} key @param {any} data */
  async set(key, data) {
    const { keep, readFrom } = mayKeep(key, data)
    // Not kept: also drop what an earlier answer left under its key, so the next read asks the
    // database instead of serving the stale copy.
    if (!keep) {
      memory.delete(key)
      return files?.remove(key)
    }
    const entry = { value: data, lastModified: Date.now() }
    memory.set(key, entry)
    if (files && readFrom !== undefined) await files.write(key, { ...entry, readFrom })
  }

  /** Any tag expires everything: every change expires every page and read anyway. */
  async revalidateTag() {
    expireEverything()
  }

  resetRequestCache() {}
}

/** @type {ReturnType<typeof listen> | null} */
let following = null

/** Follows published changes from every process and instance, once per process (see the top). */
const followChanges = () => {
  if (following || building() || !process.env.DATABASE_URL) return
  following = listen({
    pg: require('pg'),
    connectionString: process.env.DATABASE_URL,
    channels: [CONTENT_CHANNEL],
    name: 'page-cache',
    onNotification: expireEverything,
    onConnected: (_client, reconnected) => {
      if (reconnected) expireEverything()
    },
  })
}

module.exports = process.env.REDIS_URL && !building() ? redisCache() : MemoryCache
module.exports.names = { CONTENT_TAG, CONTENT_CHANNEL }
/** Stops following changes (tests). */
module.exports.stopFollowing = async () => {
  const stopping = following
  following = null
  await stopping?.stop()
}
