/**
 * Answers kept for the second (src/server/briefAnswers.ts), driven through a real HTTP server
 * whose handler counts what reaches it, as Next would be reached.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { SHARED_BRIEFLY } from '@/lib/http/cacheControl'
import { briefAnswers } from '@/server/briefAnswers'
import { answerCompression } from '@/server/compression'

const brief = briefAnswers({ inDraftMode: (req) => /__prerender_bypass=/.test(req.headers.cookie ?? '') })
const compress = answerCompression({ onSent: { onSent: brief.offer, wanted: brief.wanted } })
let reached = 0
let base = ''

/** What the "app" answers: the path says how. */
const app = (req: http.IncomingMessage, res: http.ServerResponse) => {
  reached++
  const url = new URL(req.url ?? '/', 'http://x')
  res.setHeader('content-type', 'text/html')
  res.setHeader('x-nextjs-cache', 'MISS')
  res.setHeader('cache-control', url.pathname === '/private' ? 'private, no-store' : SHARED_BRIEFLY)
  if (url.pathname === '/cookie') res.setHeader('set-cookie', 'a=b')
  if (url.pathname === '/vary-cookie') res.setHeader('vary', 'Cookie')
  res.statusCode = url.pathname === '/missing' ? 404 : 200
  if (req.method === 'POST') return void res.end()
  if (url.pathname === '/slow') return void setTimeout(() => res.end('<p>slow</p>'.padEnd(2_000, ' ')), 150)
  if (url.pathname === '/pieces') {
    // As a route handler streams its JSON: in pieces, compressed by the middleware.
    res.setHeader('content-type', 'application/json')
    res.write(`{"n":${reached},"pad":"`)
    res.write(''.padEnd(3_000, 'x'))
    return void res.end('"}')
  }
  res.end(`<p>${url.pathname} ${reached}</p>`.padEnd(2_000, ' '))
}

const server = http.createServer((req, res) => {
  if (brief.answer(req, res)) return
  brief.watchWrites(req, res)
  compress(req, res)
  app(req, res)
})

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))
beforeEach(() => brief.clear())

/** `n` answers for `path`, and how many reached the app. */
const ask = async (path: string, n = 3, headers: Record<string, string> = {}) => {
  const before = reached
  const bodies = []
  for (let i = 0; i < n; i++) bodies.push(await (await fetch(base + path, { headers: { 'accept-encoding': 'gzip', ...headers } })).text())
  return { reachedApp: reached - before, bodies }
}

describe('answers kept for the second', () => {
  it('answers a public page from memory after the first, the same bytes and headers', async () => {
    // Not across a second's end, which expires it.
    while (Date.now() % 1000 > 600) await new Promise((resolve) => setTimeout(resolve, 20))
    const { reachedApp, bodies } = await ask('/page')
    expect(reachedApp).toBe(1)
    expect(new Set(bodies).size).toBe(1)
    const res = await fetch(base + '/page', { headers: { 'accept-encoding': 'gzip' } })
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(res.headers.get('cache-control')).toBe(SHARED_BRIEFLY)
    // The first was rendered; the rest were answered from a cache, and say so.
    expect(res.headers.get('x-nextjs-cache')).toBe('HIT')
  })

  it('keeps an answer written in pieces and compressed on the way, as it was sent', async () => {
    while (Date.now() % 1000 > 600) await new Promise((resolve) => setTimeout(resolve, 20))
    const { reachedApp, bodies } = await ask('/pieces')
    expect(reachedApp).toBe(1)
    expect(new Set(bodies).size).toBe(1)
    expect(JSON.parse(bodies[0]).pad).toHaveLength(3_000)
  })

  it('keeps each encoding and each kind of navigation apart', async () => {
    while (Date.now() % 1000 > 600) await new Promise((resolve) => setTimeout(resolve, 20))
    expect((await ask('/page', 2)).reachedApp).toBe(1)
    expect((await ask('/page', 2, { 'accept-encoding': 'identity' })).reachedApp).toBe(1)
    expect((await ask('/page', 2, { rsc: '1' })).reachedApp).toBe(1)
  })

  it('keeps nothing personal, nothing not found, nothing for a preview, nothing varying on more', async () => {
    for (const path of ['/private', '/cookie', '/missing', '/vary-cookie']) expect((await ask(path)).reachedApp, path).toBe(3)
    expect((await ask('/page', 3, { cookie: '__prerender_bypass=1' })).reachedApp).toBe(3)
  })

  it('does not keep an answer whose work began before content changed', async () => {
    while (Date.now() % 1000 > 500) await new Promise((resolve) => setTimeout(resolve, 20))
    const slow = fetch(base + '/slow', { headers: { 'accept-encoding': 'gzip' } })
    await new Promise((resolve) => setTimeout(resolve, 50))
    brief.clear()
    await slow
    expect((await ask('/slow', 1)).reachedApp).toBe(1)
  })

  it('lets an answer go at the end of its second', async () => {
    await ask('/page', 1)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect((await ask('/page', 1)).reachedApp).toBe(1)
  })

  it('drops everything when a write is handled, and when told content changed', async () => {
    while (Date.now() % 1000 > 500) await new Promise((resolve) => setTimeout(resolve, 20))
    await ask('/page', 1)
    await fetch(base + '/anything', { method: 'POST' })
    expect((await ask('/page', 1)).reachedApp).toBe(1)
    brief.clear()
    expect((await ask('/page', 1)).reachedApp).toBe(1)
  })
})
