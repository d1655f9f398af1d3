/**
 * The build's scripts and stylesheets, compressed once by the build at Brotli's highest quality
 * and sent as such to a browser that takes Brotli (src/server/staticAssets.ts).
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib'

import { afterAll, describe, expect, it } from 'vitest'

import { precompressedAssets, precompressStaticAssets } from '@/server/staticAssets'

import { loopbackServer } from './fixtures/loopbackServer'

const staticDir = mkdtempSync(path.join(tmpdir(), 'static-assets-'))
mkdirSync(path.join(staticDir, 'chunks'))
// A script much like the build's: many short, repeated identifiers.
const script = Array.from({ length: 400 }, (_, i) => `e.i(${i * 7919}),Object.defineProperty(r,"m${i % 37}",{enumerable:!0,get:function(){return n${i % 11}}});`).join('')
writeFileSync(path.join(staticDir, 'chunks/0abc123.js'), script)
writeFileSync(path.join(staticDir, 'chunks/0small.js'), 'let a=1')
// A page in a `%5Fname` folder (a literal `_name` segment): Next asks for its script as `%255Fname`.
mkdirSync(path.join(staticDir, 'chunks/%5Fhome'))
writeFileSync(path.join(staticDir, 'chunks/%5Fhome/page-1a2b.js'), script)
writeFileSync(path.join(staticDir, 'chunks/font.woff2'), Buffer.alloc(4096, 7))
const written = precompressStaticAssets(staticDir)
afterAll(() => rmSync(staticDir, { recursive: true, force: true }))

const serve = precompressedAssets(staticDir)
const server = loopbackServer((req, res) => {
  if (serve(req, res)) return
  res.setHeader('x-left-to', 'next')
  res.end('next')
})

const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    // The path as written (a URL object would resolve its `..`).
    const { hostname, port } = new URL(server.base)
    const req = http.request({ hostname, port, path: url, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })

describe('the build’s scripts and stylesheets', () => {
  it('are compressed by the build, scripts and stylesheets only, and not the smallest', () => {
    expect(written).toBe(2)
    expect(readdirSync(path.join(staticDir, 'chunks')).filter((file) => file.endsWith('.br'))).toEqual(['0abc123.js.br'])
  })

  it('go to a browser that takes Brotli at the highest quality, smaller than the fast quality used per request', async () => {
    const res = await get('/_next/static/chunks/0abc123.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toBe('application/javascript; charset=UTF-8')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers.vary).toBe('Accept-Encoding')
    expect(brotliDecompressSync(res.body).toString()).toBe(script)
    const fast = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
    expect(res.body.length).toBeLessThan(fast.length)
  })

  it('include a script in a folder whose name the address escapes', async () => {
    const res = await get('/_next/static/chunks/%255Fhome/page-1a2b.js', { 'accept-encoding': 'br' })
    expect(res.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(res.body).toString()).toBe(script)
  })

  it('answer HEAD with the headers alone', async () => {
    const res = await get('/_next/static/chunks/0abc123.js', { 'accept-encoding': 'br' }, 'HEAD')
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.body.length).toBe(0)
  })

  it('are left to Next for a browser without Brotli, a range, another file or another path', async () => {
    for (const [url, headers] of [
      ['/_next/static/chunks/0abc123.js', { 'accept-encoding': 'gzip' }],
      ['/_next/static/chunks/0abc123.js', { 'accept-encoding': 'br;q=0, gzip' }],
      ['/_next/static/chunks/0abc123.js', { 'accept-encoding': 'br', range: 'bytes=0-10' }],
      ['/_next/static/chunks/0small.js', { 'accept-encoding': 'br' }],
      ['/_next/static/chunks/font.woff2', { 'accept-encoding': 'br' }],
      ['/_next/static/chunks/../chunks/0abc123.js', { 'accept-encoding': 'br' }],
      ['/_next/static/chunks/0abc123.js.br', { 'accept-encoding': 'br' }],
      ['/chunks/0abc123.js', { 'accept-encoding': 'br' }],
      ['/_next/static/chunks/%E0%A4%A.js', { 'accept-encoding': 'br' }],
    ] as const) {
      const res = await get(url, headers)
      expect(res.headers['x-left-to'], `${url} ${JSON.stringify(headers)}`).toBe('next')
    }
  })
})
