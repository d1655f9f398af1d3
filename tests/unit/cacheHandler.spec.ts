import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { NOT_KEPT } from '@/lib/data/cache'

const require = createRequire(import.meta.url)
const BoundedCache = require('../../src/server/cacheHandler.cjs')
const nodeFs = require('next/dist/server/lib/node-fs-methods').nodeFs

const root = mkdtempSync(path.join(tmpdir(), 'cache-handler-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const cache = new BoundedCache({ fs: nodeFs, flushToDisk: true, revalidatedTags: [], serverDistDir: path.join(root, 'server'), maxMemoryCacheSize: 1024 * 1024 })
const fetchEntry = (body: unknown) => ({ kind: 'FETCH', data: { headers: {}, body: JSON.stringify(body), status: 200, url: '' }, revalidate: 60 })
const stored = (key: string) => existsSync(path.join(root, 'cache', 'fetch-cache', key))
const ctx = { fetchCache: true, tags: ['content'] }

describe('the data cache (src/server/cacheHandler.cjs)', () => {
  it('keeps an ordinary read on disk', async () => {
    await cache.set('kept-read', fetchEntry({ title: 'A post' }), ctx)
    expect(stored('kept-read')).toBe(true)
    expect((await cache.get('kept-read', { kind: 'FETCH', ...ctx }))?.value?.data.body).toContain('A post')
  })

  it('never stores a read marked not to keep', async () => {
    await cache.set('made-up-slug', fetchEntry({ [NOT_KEPT]: true, value: null }), ctx)
    expect(stored('made-up-slug')).toBe(false)
    expect(await cache.get('made-up-slug', { kind: 'FETCH', ...ctx })).toBeNull()
  })

  it('removes the earlier answer when a refresh finds the content gone', async () => {
    await cache.set('deleted-post', fetchEntry({ title: 'Soon gone' }), ctx)
    expect(stored('deleted-post')).toBe(true)
    await cache.set('deleted-post', fetchEntry({ [NOT_KEPT]: true, value: null }), ctx)
    expect(stored('deleted-post')).toBe(false)
    expect(await cache.get('deleted-post', { kind: 'FETCH', ...ctx })).toBeNull()
  })
})

describe('the page cache (src/server/cacheHandler.cjs)', () => {
  const pageEntry = (status: number) => ({ kind: 'APP_PAGE', html: '<p>page</p>', rscData: Buffer.from('0:null'), headers: {}, postponed: undefined, status, segmentData: new Map() })
  const pageCtx = { isRoutePPREnabled: false, isFallback: false, tags: [] }
  const pageStored = (key: string) => existsSync(path.join(root, 'server', 'app', `${key}.html`))

  it('keeps a page', async () => {
    await cache.set('/kept-page', pageEntry(200), pageCtx)
    expect(pageStored('kept-page')).toBe(true)
  })

  it.each([404, 307, 308])('never stores a page answered %i (a made-up slug, or one sent on to the list)', async (status) => {
    await cache.set(`/refused-${status}`, pageEntry(status), pageCtx)
    expect(pageStored(`refused-${status}`)).toBe(false)
  })
})
