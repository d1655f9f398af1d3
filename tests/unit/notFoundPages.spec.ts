/**
 * The app server's not-found step (src/server/notFoundPages.ts): an HTML 404 a page starts to
 * send is dropped before any byte leaves and the whole not-found page is sent instead, told the
 * missing address; every other answer passes untouched, and a client cannot name the address.
 */
import type http from 'node:http'

import { describe, expect, it } from 'vitest'

import { NOT_FOUND_PATH_HEADER } from '@/lib/http/notFoundPath'
import { wholeNotFoundPages } from '@/server/notFoundPages'

import { loopbackServer } from './fixtures/loopbackServer'

// What the "framework" answers the next request with, and how many times the 404 page rendered.
let respond: (req: http.IncomingMessage, res: http.ServerResponse) => void = () => {}
let rendered: string[] = []
/** Each render listens for its answer to close, as Next's do (about five in `next dev`). */
const listenForClose = (res: http.ServerResponse) => {
  for (let i = 0; i < 6; i++) res.on('close', () => {})
}
const render404 = async (req: http.IncomingMessage, res: http.ServerResponse) => {
  rendered.push(String(req.headers[NOT_FOUND_PATH_HEADER]))
  listenForClose(res)
  await new Promise((resolve) => setTimeout(resolve, 5))
  res.statusCode = 404
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.end(`<html lang="en"><h1>Missing: ${req.headers[NOT_FOUND_PATH_HEADER]}</h1></html>`)
}
const server = loopbackServer((req, res) => {
  wholeNotFoundPages(req, res, render404)
  respond(req, res)
})

const get = async (path: string, init: RequestInit = {}) => {
  rendered = []
  const res = await fetch(server.base + path, init)
  return { status: res.status, headers: res.headers, body: await res.text() }
}

/** An empty error document written in pieces, as a streamed render sends it. */
const emptyErrorDocument = (status: number, type = 'text/html; charset=utf-8') => (_: http.IncomingMessage, res: http.ServerResponse) => {
  res.statusCode = status
  res.setHeader('content-type', type)
  res.setHeader('x-from-the-first-render', 'yes')
  res.flushHeaders()
  res.write('<html id="error"><body>')
  setTimeout(() => res.end('</body></html>'), 5)
}

describe('the whole not-found page', () => {
  it('replaces an HTML 404 a page started to stream, with none of its bytes or headers', async () => {
    respond = emptyErrorDocument(404)
    const res = await get('/blog/no-such-post?from=mail')
    expect(res.status).toBe(404)
    expect(res.body).toBe('<html lang="en"><h1>Missing: /blog/no-such-post</h1></html>')
    expect(res.headers.get('x-from-the-first-render')).toBeNull()
    expect(rendered).toEqual(['/blog/no-such-post'])
  })

  it('replaces one sent whole, and answers HEAD the same way', async () => {
    respond = (_, res) => {
      res.statusCode = 404
      res.setHeader('content-type', 'text/html')
      res.end('<html id="error"></html>')
    }
    expect((await get('/tag/x')).body).toContain('Missing: /tag/x')
    const head = await get('/tag/x', { method: 'HEAD' })
    expect(head.status).toBe(404)
    expect(rendered).toEqual(['/tag/x'])
  })

  it('keeps a 404 that is already one of the site’s whole documents, with a head written ahead', async () => {
    respond = (_, res) => {
      res.writeHead(404, { 'content-type': 'text/html', 'x-from-the-first-render': 'yes' })
      res.end('<!DOCTYPE html><html lang="en"><h1>404 Page Not Found</h1></html>')
    }
    const res = await get('/no-such-page')
    expect(res.status).toBe(404)
    expect(res.headers.get('x-from-the-first-render')).toBe('yes')
    expect(res.body).toContain('<h1>404 Page Not Found</h1>')
    expect(rendered).toEqual([])
  })

  it('drops a head written ahead of the empty error document with it', async () => {
    respond = (_, res) => {
      res.writeHead(404, ['content-type', 'text/html', 'x-from-the-first-render', 'yes'])
      res.end('<!DOCTYPE html><html id="error"><body></body></html>')
    }
    const res = await get('/blog/x')
    expect(res.headers.get('x-from-the-first-render')).toBeNull()
    expect(res.body).toContain('Missing: /blog/x')
  })

  it('leaves every other answer as it is: pages, JSON 404s, the payload for navigations, the admin, POST', async () => {
    const cases: [string, RequestInit, (req: http.IncomingMessage, res: http.ServerResponse) => void][] = [
      ['/about', {}, emptyErrorDocument(200)],
      [
        '/about',
        {},
        (_, res) => {
          res.writeHead(200, { 'content-type': 'text/html', 'x-from-the-first-render': 'yes' })
          res.end('<html id="error"><body></body></html>')
        },
      ],
      ['/api/posts/x', {}, emptyErrorDocument(404, 'application/json')],
      ['/blog/x', { headers: { rsc: '1' } }, emptyErrorDocument(404, 'text/x-component')],
      ['/admin/collections/nothing', {}, emptyErrorDocument(404)],
      ['/blog/x', { method: 'POST' }, emptyErrorDocument(404)],
    ]
    for (const [path, init, answer] of cases) {
      respond = answer
      const res = await get(path, init)
      expect(res.headers.get('x-from-the-first-render'), path).toBe('yes')
      if (init.method !== 'HEAD') expect(res.body, path).toBe('<html id="error"><body></body></html>')
      expect(rendered, path).toEqual([])
    }
  })

  it('does not take the missing address from the client', async () => {
    let seen: string | undefined = 'unset'
    respond = (req, res) => {
      seen = req.headers[NOT_FOUND_PATH_HEADER] as string | undefined
      res.end('ok')
    }
    await get('/about', { headers: { [NOT_FOUND_PATH_HEADER]: '/blog/forged' } })
    expect(seen).toBeUndefined()
    respond = emptyErrorDocument(404)
    await get('/nothing', { headers: { [NOT_FOUND_PATH_HEADER]: '/blog/forged' } })
    expect(rendered).toEqual(['/nothing'])
  })

  it('lets both renders listen for the answer to close without a leak warning', async () => {
    const warnings: string[] = []
    const onWarning = (warning: Error) => warnings.push(warning.name)
    process.on('warning', onWarning)
    try {
      respond = (req, res) => {
        listenForClose(res)
        emptyErrorDocument(404)(req, res)
      }
      const res = await get('/blog/no-such-post')
      expect(res.body).toContain('Missing: /blog/no-such-post')
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(warnings).not.toContain('MaxListenersExceededWarning')
    } finally {
      process.off('warning', onWarning)
    }
  })
})
