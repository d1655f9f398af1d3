/**
 * Not-found pages sent whole. When a page calls notFound() while it renders, Next sends an empty
 * error document (`<body>` without content) and leaves the not-found page to the browser's
 * scripts: a reader without JavaScript, or before it runs, sees a blank page. Next's own 404 route
 * (src/app/global-not-found.tsx) is rendered whole. So an HTML 404 that Next is about to send for
 * a site page is dropped before any byte of it leaves, and that route is rendered in its place,
 * told the missing address so that it shows the section's words. An address no route claims goes
 * through the same step; the admin renders its own not-found pages and keeps them.
 */
import type http from 'node:http'

import { NOT_FOUND_PATH_HEADER } from '@/lib/http/notFoundPath'

const ADMIN = /^\/admin(?:[/?]|$)/

type Renderer = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>

export const wholeNotFoundPages = (req: http.IncomingMessage, res: http.ServerResponse, render404: Renderer) => {
  delete req.headers[NOT_FOUND_PATH_HEADER]
  if ((req.method !== 'GET' && req.method !== 'HEAD') || ADMIN.test(req.url ?? '/')) return
  const own = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
  // Decided once, as Next starts its answer: its status and type are set by then.
  let dropping: boolean | undefined
  const decide = (status = res.statusCode) => {
    if (dropping === undefined) {
      dropping = status === 404 && String(res.getHeader('content-type') ?? '').startsWith('text/html')
      if (!dropping) Object.assign(res, own)
    }
    return dropping
  }
  const callback = (args: unknown[]) => {
    const last = args.at(-1)
    if (typeof last === 'function') queueMicrotask(() => last())
  }

  res.writeHead = function (this: http.ServerResponse, ...args: Parameters<typeof own.writeHead>) {
    return decide(args[0]) ? this : own.writeHead.apply(this, args)
  } as typeof own.writeHead
  res.flushHeaders = function (this: http.ServerResponse) {
    if (!decide()) own.flushHeaders.call(this)
  }
  res.write = function (this: http.ServerResponse, ...args: unknown[]) {
    if (!decide()) return (own.write as (...a: unknown[]) => boolean).apply(this, args)
    callback(args)
    return true
  } as typeof own.write
  res.end = function (this: http.ServerResponse, ...args: unknown[]) {
    if (!decide()) return (own.end as (...a: unknown[]) => http.ServerResponse).apply(this, args)
    callback(args)
    Object.assign(res, own)
    for (const name of res.getHeaderNames()) res.removeHeader(name)
    req.headers[NOT_FOUND_PATH_HEADER] = (req.url ?? '/').split('?', 1)[0]
    render404(req, res).catch((error: unknown) => {
      console.error('[server] the not-found page failed to render', error)
      if (!res.headersSent) res.statusCode = 404
      res.end()
    })
    return this
  } as typeof own.end
}
