/**
 * The app's HTTP server: Next's request handler inside a plain Node server, so that the one
 * thing a route handler cannot see, the socket, decides who a request comes from.
 *
 *   node --import tsx src/server/main.ts dev|start [--port N] [--hostname H]
 *
 * (scripts/serve.ts starts it after the database is up; `npm run dev` and `npm start`.)
 * Before Next sees a request, the security headers are set (src/lib/http/securityHeaders.ts),
 * X-Forwarded-For is overwritten with the client's address (see forwarding.ts), a path whose
 * %-escapes are not valid UTF-8 gets a 404 here, which Next would otherwise answer with a 500,
 * and an address the creator has redirected (the `redirects` collection) is answered 301 from
 * memory (redirects.ts), before anything renders.
 */
import http from 'node:http'
import path from 'node:path'

import next from 'next'

import { securityHeaders } from '@/lib/http/securityHeaders'
import { DRAFT_MODE_COOKIE } from '@/lib/preview/previewPath'
import { redirectFor } from '@/lib/redirects/table'
import { parseTrustedProxies, stampClientAddress } from './forwarding'
import { hasValidEscapes } from './paths'
import { followRedirects } from './redirects'

const [mode = 'start', ...args] = process.argv.slice(2)
const dev = mode === 'dev'
const option = (long: string, short: string) => {
  const i = args.findIndex((arg) => arg === long || arg === short)
  return i === -1 ? undefined : args[i + 1]
}
const port = Number(option('--port', '-p') ?? process.env.PORT ?? 3000)
const hostname = option('--hostname', '-H') ?? process.env.HOSTNAME ?? '0.0.0.0'
const trusted = parseTrustedProxies(process.env.TRUST_PROXY)

const app = next({ dev, dir: path.resolve(import.meta.dirname, '../..'), port, hostname, turbopack: dev })
const handle = app.getRequestHandler()
const redirects = process.env.DATABASE_URL ? followRedirects({ connectionString: process.env.DATABASE_URL }) : null
await Promise.all([app.prepare(), redirects?.ready])

const environment = { dev, production: process.env.NODE_ENV === 'production' }
const headers = securityHeaders(environment)
// The live preview: /admin frames the site, and a page in draft mode (or the route that turns it
// on) may be framed by this site alone.
const adminHeaders = securityHeaders(environment, { frameSelf: true })
const previewHeaders = securityHeaders(environment, { framedBySelf: true })

const headersFor = (req: http.IncomingMessage) => {
  const url = req.url ?? '/'
  if (url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?')) return adminHeaders
  if (url.startsWith('/api/preview') || DRAFT_MODE_COOKIE.test(req.headers.cookie ?? '')) return previewHeaders
  return headers
}

/**
 * Every answer carries the security headers, added as its head is written, so that a route's
 * own value still wins (uploaded files narrow the Content-Security-Policy, e-mailed links send
 * no Referer): Next never replaces a header that is already set. Done here rather than through
 * next.config's headers(), which cost about a quarter of the cached pages' throughput.
 */
const withSecurityHeaders = (req: http.IncomingMessage, res: http.ServerResponse) => {
  const headers = headersFor(req)
  const writeHead = res.writeHead
  res.writeHead = function (this: http.ServerResponse, ...args: Parameters<typeof writeHead>) {
    for (const { key, value } of headers) if (!this.hasHeader(key)) this.setHeader(key, value)
    return writeHead.apply(this, args)
  } as typeof writeHead
}

/** A not-found answer made here, for paths Next cannot decode. */
const notFound = (req: http.IncomingMessage, res: http.ServerResponse) => {
  res.statusCode = 404
  res.setHeader('content-type', 'application/json')
  res.setHeader('cache-control', 'no-store')
  res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ message: 'Not found' }))
}

/**
 * A moved address: 301 (permanent, so search engines move their entry), with the request's
 * query string. Browsers keep a 301 for as long as its Cache-Control allows, and otherwise for
 * good; an hour lets a redirect the creator removes or turns round stop within the hour.
 */
const movedPermanently = (res: http.ServerResponse, location: string) => {
  try {
    res.setHeader('location', location)
  } catch {
    // Not a valid header value (the table admits none): let the site answer instead.
    return false
  }
  res.statusCode = 301
  res.setHeader('cache-control', 'public, max-age=3600')
  res.end()
  return true
}

const server = http.createServer((req, res) => {
  withSecurityHeaders(req, res)
  stampClientAddress(req, trusted)
  if (!hasValidEscapes(req.url ?? '/')) {
    // The JSON API answers JSON; a page address gets the site's own 404 page (any path no
    // route claims renders it, with status 404, and is never cached).
    if (/^\/(api|cms-api)(\/|$)/.test(req.url ?? '')) return notFound(req, res)
    req.url = '/page-not-found'
  } else if (redirects) {
    const location = redirectFor(redirects.table(), req.method, req.url)
    if (location && movedPermanently(res, location)) return
  }
  void handle(req, res)
})
if (dev) server.on('upgrade', app.getUpgradeHandler())

server.listen(port, hostname, () => {
  console.log(`▲ ${dev ? 'Development' : 'Production'} server ready on http://localhost:${port}`)
  // Payload starts its jobs queue (scheduled publishing, newsletter batches, the comment digest)
  // when a request of its own first initialises it: ask one now, so scheduled work runs even
  // when nobody visits. (Next's instrumentation hook would load a second copy of the app.)
  const self = hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname
  void fetch(`http://${self}:${port}/cms-api/users/me`).catch(() => {})
})

const stop = () => {
  server.close()
  server.closeAllConnections()
  void redirects?.stop()
  void app.close().finally(() => process.exit(0))
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
