/**
 * The app's HTTP server: Next's request handler inside a plain Node server, so that the one
 * thing a route handler cannot see, the socket, decides who a request comes from (started by
 * main.ts).
 * Before Next sees a request, the security headers are set (src/lib/http/securityHeaders.ts),
 * X-Forwarded-For is overwritten with the client's address (see forwarding.ts), a path whose
 * %-escapes are not valid UTF-8 gets a 404 here, which Next would otherwise answer with a 500,
 * and an address the creator has redirected (the `redirects` collection) is answered 301 from
 * memory (redirects.ts), before anything renders. Pages get the short shared Cache-Control
 * (cachePolicy.ts), and answers are compressed here, a cached page only once (compression.ts),
 * the build's scripts and stylesheets by the build (staticAssets.ts).
 * A page that reports its document missing is answered with the whole not-found page
 * (notFoundPages.ts).
 * `npm start` may run several such servers on one port (processes.ts), and each finishes its
 * requests before it stops (shutdown.ts).
 */
import cluster from 'node:cluster'
import http from 'node:http'
import path from 'node:path'

import next from 'next'
import pg from 'pg'

import { CONTENT_CHANNEL } from '@/lib/cache/tags'
import { listen } from '@/lib/db/listener.cjs'
import { SHARED_BRIEFLY } from '@/lib/http/cacheControl'
import { securityHeaders } from '@/lib/http/securityHeaders'
import { DRAFT_MODE_COOKIE } from '@/lib/preview/previewPath'
import { redirectFor } from '@/lib/redirects/table'
import { pageCacheControl, proxyExpiry } from './cachePolicy'
import { briefAnswers } from './briefAnswers'
import { answerCompression } from './compression'
import { parseTrustedProxies, stampClientAddress } from './forwarding'
import { wholeNotFoundPages } from './notFoundPages'
import { hasValidEscapes, imageSourceWithFragment } from './paths'
import { followRedirects } from './redirects'
import { precompressedAssets } from './staticAssets'
import { closeWhenDraining, destroyPayload, draining, shutDownGracefully } from './shutdown'
import { setServerTimeouts } from './timeouts'

const inDraftMode = (req: http.IncomingMessage) => DRAFT_MODE_COOKIE.test(req.headers.cookie ?? '')

/** The security headers of each kind of address. */
const headerSets = (dev: boolean) => {
  const environment = { dev, production: process.env.NODE_ENV === 'production' }
  const site = securityHeaders(environment)
  // The live preview: /admin frames the site, and a page in draft mode (or the route that turns
  // it on) may be framed by this site alone.
  const admin = securityHeaders(environment, { frameSelf: true })
  const preview = securityHeaders(environment, { framedBySelf: true })
  // The build's scripts, stylesheets and fonts: policies for documents (what a page may load,
  // frame or use) mean nothing on them, and on fifteen scripts a page they were about 15 KB of
  // every first visit. What still applies is that a browser never runs one as another type.
  const asset = site.filter(({ key }) => key === 'X-Content-Type-Options')
  return (url: string, draft: boolean) => {
    if (url.startsWith('/_next/static/')) return asset
    if (url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?')) return admin
    if (url.startsWith('/api/preview') || draft) return preview
    return site
  }
}

/**
 * Every answer carries the security headers, added as its head is written, so that a route's
 * own value still wins (uploaded files narrow the Content-Security-Policy, e-mailed links send
 * no Referer): Next never replaces a header that is already set. Done here rather than through
 * next.config's headers(), which cost about a quarter of the cached pages' throughput. A page's
 * Cache-Control is settled at the same moment (cachePolicy.ts).
 */
const withHeaders = (headersFor: ReturnType<typeof headerSets>, req: http.IncomingMessage, res: http.ServerResponse) => {
  const url = req.url ?? '/'
  const draft = inDraftMode(req)
  const headers = headersFor(url, draft)
  const page = { method: req.method, path: url.split('?', 1)[0], draft }
  const writeHead = res.writeHead
  res.writeHead = function (this: http.ServerResponse, ...args: Parameters<typeof writeHead>) {
    for (const { key, value } of headers) if (!this.hasHeader(key)) this.setHeader(key, value)
    const status = typeof args[0] === 'number' ? args[0] : this.statusCode
    const current = this.getHeader('cache-control')
    const cacheControl = pageCacheControl(page, status, current === undefined ? undefined : String(current))
    if (cacheControl) this.setHeader('cache-control', cacheControl)
    if ((cacheControl ?? current) === SHARED_BRIEFLY) this.setHeader('x-accel-expires', proxyExpiry())
    closeWhenDraining(this)
    return writeHead.apply(this, args)
  } as typeof writeHead
}

/** A short JSON answer made here, never cached. */
const answer = (req: http.IncomingMessage, res: http.ServerResponse, status: number, body: object) => {
  res.statusCode = status
  res.setHeader('content-type', 'application/json')
  res.setHeader('cache-control', 'no-store')
  res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body))
}

/**
 * A moved address: 301 (permanent, so search engines move their entry). Browsers and proxies
 * keep a 301 for as long as its Cache-Control allows, and otherwise for good; a minute lets a
 * redirect the creator removes or turns round stop within the minute, everywhere.
 */
const movedPermanently = (res: http.ServerResponse, location: string) => {
  try {
    res.setHeader('location', location)
  } catch {
    // Not a valid header value (the table admits none): let the site answer instead.
    return false
  }
  res.statusCode = 301
  res.setHeader('cache-control', 'public, max-age=60')
  res.end()
  return true
}

/** Serves the site in this process, on the address given (`dev`: Next's development server). */
export const serveSite = async ({ dev, port, hostname }: { dev: boolean; port: number; hostname: string }) => {
  const headersFor = headerSets(dev)
  const trusted = parseTrustedProxies(process.env.TRUST_PROXY)
  const brief = briefAnswers({ inDraftMode })
  const compress = answerCompression({ onSent: { onSent: brief.offer, wanted: brief.wanted } })
  // Two folders up, from src/server/ and from the bundle in .next/app-server/ alike.
  const app = next({ dev, dir: path.resolve(import.meta.dirname, '../..'), port, hostname, turbopack: dev })
  const handle = app.getRequestHandler()
  const redirects = process.env.DATABASE_URL ? followRedirects({ connectionString: process.env.DATABASE_URL }) : null
  // The build's scripts and stylesheets, compressed by the build (staticAssets.ts).
  const staticAsset = dev ? () => false : precompressedAssets(path.resolve(import.meta.dirname, '../../.next/static'))
  await Promise.all([app.prepare(), redirects?.ready])

  // Content changed somewhere (any process, a script, the jobs queue): no kept answer outlives it.
  const changes = process.env.DATABASE_URL
    ? listen({ pg, connectionString: process.env.DATABASE_URL, channels: [CONTENT_CHANNEL], name: 'brief-answers', onNotification: brief.clear, onConnected: brief.clear })
    : null

  const server = http.createServer((req, res) => {
    if (!draining() && brief.answer(req, res)) return
    brief.watchWrites(req, res)
    withHeaders(headersFor, req, res)
    compress(req, res)
    wholeNotFoundPages(req, res, (missing, answer) => app.render404(missing, answer))
    stampClientAddress(req, trusted)
    if (!hasValidEscapes(req.url ?? '/')) {
      // The JSON API answers JSON; a page address gets the site's own 404 page (any path no
      // route claims renders it, with status 404, and is never cached).
      if (/^\/(api|cms-api)(\/|$)/.test(req.url ?? '')) return answer(req, res, 404, { message: 'Not found' })
      req.url = '/page-not-found'
    } else if (imageSourceWithFragment(req.url ?? '/')) {
      return answer(req, res, 400, { message: 'An image source may not carry a fragment.' })
    } else if (draining() && req.url === '/api/health') {
      // Shutting down: the proxy and the orchestrator stop sending work here.
      return answer(req, res, 503, { status: 'stopping' })
    } else if (redirects) {
      const location = redirectFor(redirects.table(), req.method, req.url)
      if (location && movedPermanently(res, location)) return
    }
    if (staticAsset(req, res)) return
    void handle(req, res)
  })
  setServerTimeouts(server)
  if (dev) server.on('upgrade', app.getUpgradeHandler())

  server.listen(port, hostname, () => {
    const who = cluster.isWorker ? ` (process ${process.pid})` : ''
    console.log(`▲ ${dev ? 'Development' : 'Production'} server ready on http://localhost:${port}${who}`)
    // Payload starts its jobs queue (scheduled publishing, newsletter batches, the comment digest)
    // when a request of its own first initialises it: ask one now, so scheduled work runs even
    // when nobody visits. (Next's instrumentation hook would load a second copy of the app.)
    const self = hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname
    void fetch(`http://${self}:${port}/cms-api/users/me`).catch(() => {})
  })

  shutDownGracefully(server, [() => app.close(), () => redirects?.stop(), () => changes?.stop(), destroyPayload])
}

