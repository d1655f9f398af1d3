/**
 * Next's page and data cache (src/server/cacheHandler.cjs), driven through the interface Next
 * calls: what it keeps, what it refuses, and that a change made outside any request (the jobs
 * queue publishing on schedule, here the Local API) reaches it through the database.
 */
import { createRequire } from 'node:module'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { CONTENT_CHANNEL, CONTENT_TAG } from '@/lib/cache/tags'
import { NOT_KEPT } from '@/lib/data/cache'
import { notify } from '@/lib/db/notify'
import { createPost, testPayload, unique } from '../../factories'

const require = createRequire(import.meta.url)
const Cache = require('../../../src/server/cacheHandler.cjs')
afterAll(() => Cache.stopFollowing())

const cache = new Cache({})
const fetchEntry = (body: unknown) => ({ kind: 'FETCH', data: { headers: {}, body: JSON.stringify(body), status: 200, url: '' }, revalidate: 60 })
const pageEntry = (status: number) => ({ kind: 'APP_PAGE', html: '<p>page</p>', rscData: Buffer.from('0:null'), headers: {}, postponed: undefined, status, segmentData: new Map() })
const ctx = { fetchCache: true, tags: [CONTENT_TAG] }

/** What Next does: look the key up, make the answer, store it. */
const made = async (key: string, data: unknown) => {
  await cache.get(key, ctx)
  await cache.set(key, data, ctx)
}
const body = async (key: string) => (await cache.get(key, ctx))?.value?.data?.body as string | undefined

describe('the data cache', () => {
  it('keeps an ordinary read', async () => {
    const key = unique('kept-read')
    await made(key, fetchEntry({ title: 'A post' }))
    expect(await body(key)).toContain('A post')
  })

  it('never stores a read marked not to keep', async () => {
    const key = unique('made-up-slug')
    await made(key, fetchEntry({ [NOT_KEPT]: true, value: null }))
    expect(await cache.get(key, ctx)).toBeNull()
  })

  it('removes the earlier answer when a refresh finds the content gone', async () => {
    const key = unique('deleted-post')
    await made(key, fetchEntry({ title: 'Soon gone' }))
    expect(await body(key)).toContain('Soon gone')
    await made(key, fetchEntry({ [NOT_KEPT]: true, value: null }))
    expect(await cache.get(key, ctx)).toBeNull()
  })

  it('does not keep an answer made while a change was committed (it may hold the old rows)', async () => {
    const key = unique('read-during-change')
    await cache.get(key, ctx)
    await cache.revalidateTag([CONTENT_TAG])
    await cache.set(key, fetchEntry({ title: 'Read before the change' }), ctx)
    expect(await cache.get(key, ctx)).toBeNull()
    await made(key, fetchEntry({ title: 'Read after it' }))
    expect(await body(key)).toContain('Read after it')
  })

  it('expires every entry when a tag is revalidated', async () => {
    const key = unique('expired-read')
    await made(key, fetchEntry({ title: 'Old' }))
    await cache.revalidateTag([CONTENT_TAG])
    expect(await cache.get(key, ctx)).toBeNull()
  })
})

describe('the page cache', () => {
  const pageCtx = { isRoutePPREnabled: false, isFallback: false }

  it('keeps a page', async () => {
    const key = `/${unique('kept-page')}`
    await cache.get(key, pageCtx)
    await cache.set(key, pageEntry(200), pageCtx)
    expect((await cache.get(key, pageCtx))?.value?.html).toBe('<p>page</p>')
  })

  it.each([404, 307, 308])('never stores a page answered %i (a made-up slug, or one sent on to the list)', async (status) => {
    const key = `/${unique(`refused-${status}`)}`
    await cache.get(key, pageCtx)
    await cache.set(key, pageEntry(status), pageCtx)
    expect(await cache.get(key, pageCtx)).toBeNull()
  })
})

describe('changes made outside a request', () => {
  it('names the tag and the channel as the app does', () => {
    expect(Cache.names).toEqual({ CONTENT_TAG, CONTENT_CHANNEL })
  })

  it('expires the cache when a publish commits, wherever it ran', async () => {
    const key = unique('before-publish')
    await made(key, fetchEntry({ title: 'Before' }))
    expect(await body(key)).toContain('Before')
    // A publish through the Local API, as the jobs queue makes it: no Next request around it.
    await createPost()
    await expect.poll(() => cache.get(key, ctx), { timeout: 5_000, interval: 20 }).toBeNull()
  })

  it('is told of a change when it commits, never before and never for one rolled back', async () => {
    const payload = await testPayload()
    const channel = unique('channel').replace(/-/g, '_')
    const heard: string[] = []
    const listener = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await listener.connect()
    try {
      listener.on('notification', (message) => heard.push(message.payload ?? ''))
      await listener.query(`LISTEN ${channel}`)
      const inTransaction = async (message: string, end: 'commit' | 'rollback') => {
        const transactionID = (await payload.db.beginTransaction())!
        await notify(payload, channel, message, { payload, transactionID })
        await new Promise((resolve) => setTimeout(resolve, 100))
        expect(heard).not.toContain(message)
        if (end === 'commit') await payload.db.commitTransaction(transactionID)
        else await payload.db.rollbackTransaction(transactionID)
      }
      await inTransaction('rolled back', 'rollback')
      await inTransaction('committed', 'commit')
      await expect.poll(() => heard, { timeout: 5_000, interval: 20 }).toEqual(['committed'])
    } finally {
      await listener.end()
    }
  })
})

/**
 * A second copy of the handler module stands for another server process of the same machine: its
 * own memory and its own connection, the same files.
 */
const anotherProcess = () => {
  const file = require.resolve('../../../src/server/cacheHandler.cjs')
  const kept = require.cache[file]
  delete require.cache[file]
  const Other = require(file)
  require.cache[file] = kept
  return { cache: new Other({}), stop: () => Other.stopFollowing() as Promise<void> }
}

describe('the processes of one machine', () => {
  const pageCtx = { isRoutePPREnabled: false, isFallback: false }
  const html = async (c: typeof cache, key: string) => (await c.get(key, pageCtx))?.value?.html as string | undefined

  it('serve a page another process rendered, and drop it once a change commits', async () => {
    const other = anotherProcess()
    try {
      const key = `/${unique('shared-page')}`
      await cache.get(key, pageCtx)
      await cache.set(key, pageEntry(200), pageCtx)
      expect(await html(other.cache, key)).toBe('<p>page</p>')
      await createPost()
      await expect.poll(() => other.cache.get(key, pageCtx), { timeout: 5_000, interval: 20 }).toBeNull()
      expect(await cache.get(key, pageCtx)).toBeNull()
    } finally {
      await other.stop()
    }
  })

  it('do not take a page whose render began before a change, though stored after it', async () => {
    const other = anotherProcess()
    try {
      const key = `/${unique('begun-before-change')}`
      await cache.get(key, pageCtx)
      await new Promise((resolve) => setTimeout(resolve, 5))
      // The other process has heard of a change this one has not heard of yet.
      await other.cache.revalidateTag([CONTENT_TAG])
      await cache.set(key, pageEntry(200), pageCtx)
      expect(await other.cache.get(key, pageCtx)).toBeNull()
    } finally {
      await other.stop()
    }
  })

  it('take nothing stored before they started (a change may have been made while no server ran)', async () => {
    const key = `/${unique('left-from-before')}`
    await cache.get(key, pageCtx)
    await cache.set(key, pageEntry(200), pageCtx)
    await new Promise((resolve) => setTimeout(resolve, 5))
    const later = anotherProcess()
    try {
      expect(await later.cache.get(key, pageCtx)).toBeNull()
    } finally {
      await later.stop()
    }
  })
})
