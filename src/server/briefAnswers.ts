/**
 * Answers kept for the second their Cache-Control allows a shared cache to keep them, in each
 * app process: what the shipped nginx proxy does in front of the app, done by the app itself for
 * the site that runs without one (`npm start` alone).
 *
 * Next answers a cached page in about a millisecond of CPU (routing, the cache lookup, building
 * the response), so one process tops out near a thousand answers a second, and at 64 connections
 * every request waits behind the others' millisecond. A kept answer is written from memory in a
 * few microseconds. Only what is the same for every reader is kept, by the same rules as the
 * proxy (deploy/nginx): a GET answered 200, marked SHARED_BRIEFLY (src/lib/http/
 * cacheControl.ts), without Set-Cookie, varying only on what the key holds (the host and address,
 * the encoding, and the headers of Next's client navigation), never for a reader in draft mode. An
 * answer is kept to the end of the current second at most (as nginx keeps one, cachePolicy.ts),
 * and everything is dropped when content changes: on the change's notification, and at once
 * when this process handles a write.
 */
import type http from 'node:http'

import { SHARED_BRIEFLY } from '@/lib/http/cacheControl'
import { preferredEncoding } from './compression'

/** Request headers Next's answer varies on besides the address (its client navigation). */
const NAVIGATION_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-router-state-tree', 'next-url'] as const
const ALLOWED_VARY = new Set<string>([...NAVIGATION_HEADERS, 'accept-encoding'])
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

type Kept = { status: number; headers: http.OutgoingHttpHeaders; body: Buffer; until: number }

const keyOf = (req: http.IncomingMessage) =>
  [req.headers.host, req.url, preferredEncoding(req.headers['accept-encoding']) ?? '', ...NAVIGATION_HEADERS.map((name) => String(req.headers[name] ?? ''))].join('|')

const endOfSecond = (now: number) => (Math.floor(now / 1000) + 1) * 1000

/**
 * Makes the store; `maxBytes` bounds the bodies kept (the oldest first out). `inDraftMode` tells
 * a creator's preview request, which is never answered from here.
 */
export const briefAnswers = ({ maxBytes = 16 * 1024 * 1024, inDraftMode }: { maxBytes?: number; inDraftMode: (req: http.IncomingMessage) => boolean }) => {
  const kept = new Map<string, Kept>()
  let size = 0
  // Bumped by every drop of everything: an answer whose work began before one is not kept (it
  // may have been made from the old content).
  let generation = 0
  const beganIn = new WeakMap<http.IncomingMessage, number>()

  const drop = (key: string) => {
    const entry = kept.get(key)
    if (!entry) return
    kept.delete(key)
    size -= entry.body.length
  }
  const clear = () => {
    generation++
    kept.clear()
    size = 0
  }

  const mayUse = (req: http.IncomingMessage) => req.method === 'GET' && !req.headers.authorization && !inDraftMode(req)

  /** Answers `req` from what is kept, if anything is; true when it did. */
  const answer = (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    if (!mayUse(req)) return false
    const key = keyOf(req)
    const entry = kept.get(key)
    if (!entry) {
      beganIn.set(req, generation)
      return false
    }
    const now = Date.now()
    if (now >= entry.until) {
      drop(key)
      beganIn.set(req, generation)
      return false
    }
    res.writeHead(entry.status, { ...entry.headers, date: new Date(now).toUTCString() })
    res.end(entry.body)
    return true
  }

  /** Called with each answer's bytes as they went out (compression.ts); keeps it when the rules above allow. */
  const offer = (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => {
    if (!mayUse(req) || res.statusCode !== 200 || body.length > maxBytes / 16) return
    const key = keyOf(req)
    res.once('finish', () => {
      if (beganIn.get(req) !== generation) return
      if (res.getHeader('cache-control') !== SHARED_BRIEFLY || res.hasHeader('set-cookie')) return
      const vary = String(res.getHeader('vary') ?? '')
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean)
      if (vary.some((name) => !ALLOWED_VARY.has(name))) return
      const headers = { ...res.getHeaders() }
      delete headers.date
      delete headers.connection
      delete headers['keep-alive']
      // Answered again from a cache: a render's MISS would tell the next reader something untrue.
      if (headers['x-nextjs-cache']) headers['x-nextjs-cache'] = 'HIT'
      drop(key)
      kept.set(key, { status: 200, headers, body, until: endOfSecond(Date.now()) })
      size += body.length
      for (const oldest of kept.keys()) {
        if (size <= maxBytes) break
        drop(oldest)
      }
    })
  }

  /** Whether an answer may be kept: asked before its head is written, and again after. */
  const wanted = (req: http.IncomingMessage, res: http.ServerResponse) =>
    mayUse(req) && (!res.headersSent || (res.statusCode === 200 && res.getHeader('cache-control') === SHARED_BRIEFLY))

  /** A write handled here changes content as it ends: nothing kept may outlive it. */
  const watchWrites = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.method && WRITES.has(req.method)) res.once('finish', clear)
  }

  return { answer, offer, wanted, watchWrites, clear, size: () => kept.size }
}
