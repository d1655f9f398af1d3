/**
 * The app server's compression (src/server/compression.ts): a body sent whole is compressed once
 * and its bytes reused; one written in pieces streams through the middleware; the choices are
 * the middleware's (types, size, HEAD, no-transform, Brotli before gzip).
 */
import http from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { answerCompression, preferredEncoding } from '@/server/compression'

import { loopbackServer } from './fixtures/loopbackServer'

const page = (n: number) => `<!doctype html><title>Page ${n}</title>` + `<p>Test everything; hold fast what is good. ${n}</p>`.repeat(60)

let compress = answerCompression({ keptBytes: 4096 })
// What the next request is answered with.
let respond: (req: http.IncomingMessage, res: http.ServerResponse) => void = () => {}
const server = loopbackServer((req, res) => {
  compress(req, res)
  respond(req, res)
})

/** The raw answer (fetch would decompress it for us). */
const get = (headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(server.base + '/', { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })

/** Answers `body` whole, as Next sends a cached page. */
const whole = (body: string | Buffer, headers: Record<string, string> = {}) => (_req: http.IncomingMessage, res: http.ServerResponse) => {
  res.setHeader('content-type', 'text/html; charset=utf-8')
  for (const [key, value] of Object.entries(headers)) res.setHeader(key, value)
  res.setHeader('content-length', Buffer.byteLength(body))
  res.end(body)
}

describe('an answer sent whole', () => {
  it('is gzipped for a client that takes gzip, with its length and Vary', async () => {
    compress = answerCompression()
    respond = whole(page(1))
    const res = await get({ 'accept-encoding': 'gzip' })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(Number(res.headers['content-length'])).toBe(res.body.length)
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(gunzipSync(res.body).toString()).toBe(page(1))
  })

  it('is compressed once: the same body again is answered from the kept bytes', async () => {
    compress = answerCompression()
    respond = whole(page(2))
    const first = await get({ 'accept-encoding': 'gzip' })
    const second = await get({ 'accept-encoding': 'gzip' })
    expect(second.body.equals(first.body)).toBe(true)
    expect(compress.kept()).toEqual({ entries: 1, bytes: first.body.length })
  })

  it('never answers a changed body with the bytes of the one before', async () => {
    compress = answerCompression()
    respond = whole(page(3))
    expect(gunzipSync((await get({ 'accept-encoding': 'gzip' })).body).toString()).toBe(page(3))
    respond = whole(page(4))
    expect(gunzipSync((await get({ 'accept-encoding': 'gzip' })).body).toString()).toBe(page(4))
    expect(compress.kept().entries).toBe(2)
  })

  it('prefers Brotli when the client takes both, as browsers do', async () => {
    compress = answerCompression()
    respond = whole(Buffer.from(page(5)))
    const res = await get({ 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(res.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(res.body).toString()).toBe(page(5))
    // A client's weights win over our preference.
    expect(preferredEncoding('br;q=0.5, gzip')).toBe('gzip')
    expect(preferredEncoding('*')).toBe('br')
    expect(preferredEncoding('gzip;q=0, br;q=0')).toBeNull()
    expect(preferredEncoding('identity')).toBeNull()
    // Weights that are not numbers from 0 to 1 refuse the coding.
    expect(preferredEncoding('gzip;q=abc, br;q=-1, *;q=NaN')).toBeNull()
    expect(preferredEncoding('br;q=2, gzip;q=0.5')).toBe('gzip')
    expect(preferredEncoding('gzip ; q=0.8, br;q=0.25')).toBe('gzip')
  })

  it('is sent as it is when the client asks for no encoding, for HEAD, below 1 KB, for images and for no-transform', async () => {
    compress = answerCompression()
    respond = whole(page(6))
    const refusals: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'gzip;q=0' }]
    for (const headers of refusals) {
      const res = await get(headers)
      expect(res.headers['content-encoding']).toBeUndefined()
      expect(res.body.toString()).toBe(page(6))
    }
    const head = await get({ 'accept-encoding': 'gzip' }, 'HEAD')
    expect(head.headers['content-encoding']).toBeUndefined()

    respond = whole('<p>short</p>')
    expect((await get({ 'accept-encoding': 'gzip' })).body.toString()).toBe('<p>short</p>')
    respond = whole(page(7), { 'content-type': 'image/png' })
    expect((await get({ 'accept-encoding': 'gzip' })).headers['content-encoding']).toBeUndefined()
    respond = whole(page(8), { 'cache-control': 'public, no-transform' })
    expect((await get({ 'accept-encoding': 'gzip' })).body.toString()).toBe(page(8))
    expect(compress.kept().entries).toBe(0)
  })

  it('keeps no more than its bound, dropping the least recently used', async () => {
    compress = answerCompression({ keptBytes: 4096 })
    for (let n = 0; n < 40; n++) {
      respond = whole(page(100 + n) + 'x'.repeat(n * 97))
      const res = await get({ 'accept-encoding': 'gzip' })
      expect(gunzipSync(res.body).toString()).toBe(page(100 + n) + 'x'.repeat(n * 97))
    }
    expect(compress.kept().bytes).toBeLessThanOrEqual(4096)
    expect(compress.kept().entries).toBeGreaterThan(0)
  })
})

describe('an answer written in pieces', () => {
  it('streams through the middleware, compressed, and is not kept', async () => {
    compress = answerCompression()
    respond = (_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.write(page(9))
      setTimeout(() => res.end(page(10)), 10)
    }
    const res = await get({ 'accept-encoding': 'gzip' })
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(res.body).toString()).toBe(page(9) + page(10))
    expect(compress.kept().entries).toBe(0)
  })
})
