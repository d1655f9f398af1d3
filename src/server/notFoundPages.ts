/**
 * Not-found pages sent whole. When a page calls notFound() while it renders, Next sends an empty
 * error document (`<html>` without `lang`, `<body>` without content) and leaves the not-found page
 * to the browser's scripts: a reader without JavaScript, or before it runs, sees a blank page.
 * Next's own 404 route (src/app/global-not-found.tsx, for addresses no route claims) is rendered
 * whole. So an HTML 404 for a site page that does not begin as one of the site's documents (every
 * one has `<html lang=…>`) is dropped before any byte of it leaves, and that route is rendered in
 * its place, told the missing address so that it shows the section's words. The admin renders its
 * own not-found pages and keeps them.
 */
import type http from 'node:http'

import { NOT_FOUND_PATH_HEADER } from '@/lib/http/notFoundPath'

const ADMIN = /^\/admin(?:[/?]|$)/
const SITE_DOCUMENT = /<html\b[^>]*\slang=/i

type Renderer = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>

export const wholeNotFoundPages = (req: http.IncomingMessage, res: http.ServerResponse, render404: Renderer) => {
  delete req.headers[NOT_FOUND_PATH_HEADER]
  if ((req.method !== 'GET' && req.method !== 'HEAD') || ADMIN.test(req.url ?? '/')) return
  const own = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
  // Decided once, as Next starts its answer: its status and type are set by then, and its first
  // piece holds the document's opening tag.
  let dropping: boolean | undefined
  const decide = (chunk: unknown, status = res.statusCode) => {
    if (dropping === undefined) {
      const html = status === 404 && String(res.getHeader('content-type') ?? '').startsWith('text/html')
      dropping = html && !SITE_DOCUMENT.test(typeof chunk === 'string' || Buffer.isBuffer(chunk) ? chunk.toString().slice(0, 512) : '')
      if (!dropping) Object.assign(res, own)
    }
    return dropping
  }
  const callback = (args: unknown[]) => {
    const last = args.at(-1)
    if (typeof last === 'function') queueMicrotask(() => last())
  }

  // Until the body has decided, a head written ahead of it is kept on the answer and goes with it.
  res.writeHead = function (this: http.ServerResponse, ...args: Parameters<typeof own.writeHead>) {
    const [status, ...rest] = args as unknown[]
    // Any answer but a 404 is left alone from its head on.
    if (dropping === undefined && status !== 404) {
      dropping = false
      Object.assign(res, own)
    }
    if (dropping === false) return own.writeHead.apply(this, args)
    this.statusCode = status as number
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null)
    // Node takes an object, or one flat list of names and values.
    const pairs = Array.isArray(headers) ? Array.from({ length: headers.length / 2 }, (_, i) => [headers[2 * i], headers[2 * i + 1]]) : Object.entries(headers ?? {})
    for (const [name, value] of pairs) this.setHeader(String(name), value as string)
    return this
  } as typeof own.writeHead
  // Sending the headers ahead of the body waits for the first piece, which decides.
  res.flushHeaders = function (this: http.ServerResponse) {
    if (dropping === false) own.flushHeaders.call(this)
  }
  res.write = function (this: http.ServerResponse, ...args: unknown[]) {
    if (!decide(args[0])) return (own.write as (...a: unknown[]) => boolean).apply(this, args)
    callback(args)
    return true
  } as typeof own.write
  res.end = function (this: http.ServerResponse, ...args: unknown[]) {
    if (!decide(typeof args[0] === 'function' ? undefined : args[0])) return (own.end as (...a: unknown[]) => http.ServerResponse).apply(this, args)
    callback(args)
    Object.assign(res, own)
    for (const name of res.getHeaderNames()) res.removeHeader(name)
    req.headers[NOT_FOUND_PATH_HEADER] = (req.url ?? '/').split('?', 1)[0]
    // Two renders on one answer carry two renders' 'close' listeners (Next's development server
    // adds about five each): twice the usual number, not a leak, so no warning for it.
    res.setMaxListeners(Math.max(res.getMaxListeners(), 20))
    render404(req, res).catch((error: unknown) => {
      console.error('[server] the not-found page failed to render', error)
      if (!res.headersSent) res.statusCode = 404
      res.end()
    })
    return this
  } as typeof own.end
}
