/**
 * Compressed answers, made here rather than by Next (next.config.ts has `compress: false`).
 *
 * A page served from Next's cache is the same string for every reader until it changes, yet
 * Next's compression gzips it afresh on every request: for the 84 KB home page that was more
 * than half of the server's time under load. So an answer sent whole (one `res.end(body)`, as
 * Next sends a cached page or RSC payload) is compressed once, and the bytes are kept by a
 * SHA-256 of the body and the encoding, in a small least-recently-used store. A changed page is
 * another body, so it can never be answered with an older page's bytes. Answers written in
 * pieces (pages rendered per request, route handlers' streams) go through the `compression`
 * middleware as they did through Next's copy of it, with the same choices: only types worth
 * compressing, from 1 KB, never a HEAD or a `no-transform` answer, Brotli (quality 4) before gzip.
 */
import { createHash } from 'node:crypto'
import type http from 'node:http'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import compression from 'compression'

const THRESHOLD = 1024
// Larger answers are compressed as a stream, off the event loop, and not kept.
const LARGEST_KEPT = 512 * 1024
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i

type Encoding = 'br' | 'gzip'
const encoders: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipSync(body),
}

/**
 * The encoding a client takes, of those kept: the higher `q`, Brotli on a tie; `*` stands for
 * any coding not named. Null when it takes neither (or sent no Accept-Encoding).
 */
export const preferredEncoding = (header: string | undefined): Encoding | null => {
  if (!header) return null
  const weights = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.find((p) => /^\s*q\s*=/.test(p))
    // A weight that is not a number from 0 to 1 (`q=abc`, `q=-1`) refuses the coding.
    const weight = q === undefined ? 1 : Number(/^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(q)?.[1] ?? 0)
    if (name) weights.set(name.trim(), Math.min(1, weight))
  }
  const weightOf = (coding: Encoding) => weights.get(coding) ?? weights.get('*') ?? 0
  const br = weightOf('br')
  const gzip = weightOf('gzip')
  if (br === 0 && gzip === 0) return null
  return br >= gzip ? 'br' : 'gzip'
}

/** The bytes of an answer compressed before, least recently used first out. */
class KeptEncodings {
  private readonly entries = new Map<string, Buffer>()
  private size = 0
  constructor(private readonly capacity: number) {}

  get(key: string) {
    const value = this.entries.get(key)
    if (value) {
      this.entries.delete(key)
      this.entries.set(key, value)
    }
    return value
  }

  set(key: string, value: Buffer) {
    if (value.length > this.capacity) return
    this.size -= this.entries.get(key)?.length ?? 0
    this.entries.set(key, value)
    this.size += value.length
    for (const [oldest, bytes] of this.entries) {
      if (this.size <= this.capacity) break
      this.entries.delete(oldest)
      this.size -= bytes.length
    }
  }

  get stats() {
    return { entries: this.entries.size, bytes: this.size }
  }
}

type Body = string | Buffer | Uint8Array

type Sent = (req: http.IncomingMessage, res: http.ServerResponse, bytes: Buffer) => void
/** Whether an answer's bytes are wanted, asked before and once its head is written. */
type Wanted = (req: http.IncomingMessage, res: http.ServerResponse) => boolean

/** The most bytes of one answer handed to `onSent`: a larger one is not collected. */
const LARGEST_COLLECTED = 1024 * 1024

/**
 * Collects the bytes `res` sends, as they go to the socket (after any compression), and hands
 * them to `onSent` once the answer has been written; nothing for an answer over
 * LARGEST_COLLECTED.
 */
const collectSent = (req: http.IncomingMessage, res: http.ServerResponse, { onSent, wanted }: { onSent: Sent; wanted: Wanted }) => {
  const write = res.write
  const end = res.end
  let chunks: Buffer[] | null = wanted(req, res) ? [] : null
  let size = 0
  const collect = (chunk: unknown, encoding: unknown) => {
    // Once the head is out, an answer nobody wants the bytes of is not copied.
    if (chunks && res.headersSent && !wanted(req, res)) chunks = null
    if (!chunks || chunk === undefined || chunk === null || typeof chunk === 'function') return
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array)
    size += bytes.length
    if (size > LARGEST_COLLECTED) chunks = null
    else chunks.push(bytes)
  }
  res.write = function (this: http.ServerResponse, ...args: Parameters<typeof write>) {
    collect(args[0], args[1])
    return write.apply(this, args)
  } as typeof write
  res.end = function (this: http.ServerResponse, ...args: unknown[]) {
    collect(args[0], args[1])
    if (chunks) onSent(req, this, Buffer.concat(chunks))
    chunks = null
    return (end as (...a: unknown[]) => http.ServerResponse).apply(this, args)
  } as typeof end
}

/**
 * Makes `compress(req, res)`, called once per request before Next handles it. `keptBytes` bounds
 * the compressed bytes kept (16 MB: a few hundred pages' HTML and RSC payloads). `onSent` is
 * given the bytes of each answer as they went out (briefAnswers.ts keeps some).
 */
export const answerCompression = ({ keptBytes = 16 * 1024 * 1024, onSent }: { keptBytes?: number; onSent?: { onSent: Sent; wanted: Wanted } } = {}) => {
  const middleware = compression()
  const kept = new KeptEncodings(keptBytes)

  /** The kept (or newly made) compressed body, with its headers set; null to send as it is. */
  const compressWhole = (req: http.IncomingMessage, res: http.ServerResponse, body: Body, bodyEncoding: BufferEncoding) => {
    if (req.method === 'HEAD' || res.statusCode < 200 || res.statusCode === 204 || res.statusCode === 304) return null
    if (res.hasHeader('content-encoding') || !compression.filter(req as never, res as never)) return null
    if (NO_TRANSFORM.test(String(res.getHeader('cache-control') ?? ''))) return null
    const encoding = preferredEncoding(req.headers['accept-encoding'])
    if (!encoding) return null
    const bytes = typeof body === 'string' ? Buffer.from(body, bodyEncoding) : Buffer.from(body.buffer, body.byteOffset, body.byteLength)
    if (bytes.length < THRESHOLD || bytes.length > LARGEST_KEPT) return null

    const key = `${encoding}:${createHash('sha256').update(bytes).digest('base64')}`
    let encoded = kept.get(key)
    if (!encoded) {
      encoded = encoders[encoding](bytes)
      kept.set(key, encoded)
    }
    res.setHeader('content-encoding', encoding)
    res.setHeader('content-length', encoded.length)
    return encoded
  }

  const compress = (req: http.IncomingMessage, res: http.ServerResponse) => {
    // Lowest: what goes to the socket, for whoever wants the bytes sent.
    if (onSent) collectSent(req, res, onSent)
    // Underneath: the middleware, for answers written in pieces. It leaves alone an answer that
    // already has a Content-Encoding, which is how a body compressed above passes through it.
    middleware(req as never, res as never, () => {})
    const write = res.write
    const end = res.end
    let inPieces = false
    res.write = function (this: http.ServerResponse, ...args: Parameters<typeof write>) {
      inPieces = true
      return write.apply(this, args)
    } as typeof write
    res.end = function (this: http.ServerResponse, ...args: unknown[]) {
      const [body, second, third] = args
      if (!inPieces && !this.headersSent && (typeof body === 'string' || body instanceof Uint8Array)) {
        const encoding = typeof second === 'string' ? (second as BufferEncoding) : 'utf8'
        const callback = typeof second === 'function' ? second : third
        const encoded = compressWhole(req, this, body, encoding)
        if (encoded) return (end as (chunk: Buffer, cb?: unknown) => http.ServerResponse).call(this, encoded, callback)
      }
      return (end as (...a: unknown[]) => http.ServerResponse).apply(this, args)
    } as typeof end
  }

  return Object.assign(compress, { kept: () => kept.stats })
}
