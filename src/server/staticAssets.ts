/**
 * The build's scripts and stylesheets (`/_next/static/…`), sent Brotli-compressed at its highest
 * quality, compressed once by `npm run build` instead of on every request.
 *
 * These files never change under their name (Next puts a hash in it and marks them immutable),
 * yet the compression middleware compresses each afresh per request, at the fast quality that
 * suits a page rendered per request. Compressed at quality 11 a page's scripts are about 14 %
 * smaller (the React and Next runtime every page loads: 162 KB → 140 KB), which is most of what
 * separates a page from the 150 KB it may load. The build writes `<file>.br` beside each file;
 * the server answers a browser that takes Brotli with it, and leaves everything else (no `.br`,
 * gzip only, a range request) to Next and the middleware as before.
 *
 * The build also moves the scripts' source maps out of what is served, to SOURCE_MAPS_DIR: they
 * would publish the site's source, and nothing a reader loads needs them. `npm run lighthouse`
 * reads them there to tell the framework's bytes from the site's (scripts/lib/scriptOrigins.ts).
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import type http from 'node:http'
import path from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'

import { preferredEncoding } from './compression'

const PREFIX = '/_next/static/'
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
}
// Below this, a compressed file saves less than its headers cost (the middleware's threshold).
const SMALLEST = 1024
const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Where the build keeps the browser scripts' source maps, beside (not in) the served `.next/static`. */
export const SOURCE_MAPS_DIR = '.next/browser-source-maps'

const filesIn = (dir: string): string[] => {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => file.split(path.sep).join('/'))
  } catch {
    return []
  }
}

/** Moves every `.map` file under `staticDir` to the same place under `mapsDir`; returns how many. */
export const moveSourceMaps = (staticDir: string, mapsDir: string) => {
  let moved = 0
  for (const file of filesIn(staticDir)) {
    if (!file.endsWith('.map')) continue
    mkdirSync(path.dirname(path.join(mapsDir, file)), { recursive: true })
    renameSync(path.join(staticDir, file), path.join(mapsDir, file))
    moved++
  }
  return moved
}

/** Writes `<file>.br` (quality 11) beside every script and stylesheet in `staticDir`; returns how many. */
export const precompressStaticAssets = (staticDir: string) => {
  let written = 0
  for (const file of filesIn(staticDir)) {
    if (!(path.extname(file) in CONTENT_TYPES)) continue
    const full = path.join(staticDir, file)
    const bytes = readFileSync(full)
    if (bytes.length < SMALLEST) continue
    const compressed = brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    })
    writeFileSync(`${full}.br`, compressed)
    written++
  }
  return written
}

/**
 * A requested file's name as it is on disk: Next writes a `%5Fname` folder's scripts under that
 * name and asks for them as `%255Fname`. Undefined for a malformed escape; only a file in the
 * list made at start is ever served, so a decoded name reaches nothing else.
 */
const decodedPath = (requested: string): string | undefined => {
  try {
    return decodeURIComponent(requested)
  } catch {
    return undefined
  }
}

/**
 * Makes `serve(req, res)`, which answers a request for a precompressed file in `staticDir` (the
 * build's `.next/static`) and returns true, or returns false and leaves the request alone. The
 * files are listed once, at start: nothing is added to a build while it is served.
 */
export const precompressedAssets = (staticDir: string) => {
  const available = new Set(filesIn(staticDir).filter((file) => file.endsWith('.br')).map((file) => file.slice(0, -'.br'.length)))
  // Read on first request and kept: a few megabytes at most (every page's and the admin's files).
  const kept = new Map<string, Promise<Buffer>>()

  return (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const url = req.url ?? ''
    if (!url.startsWith(PREFIX) || req.headers.range) return false
    const file = decodedPath(url.slice(PREFIX.length).split('?', 1)[0])
    if (file === undefined || !available.has(file) || preferredEncoding(req.headers['accept-encoding']) !== 'br') return false

    let bytes = kept.get(file)
    if (!bytes) {
      bytes = readFile(path.join(staticDir, `${file}.br`))
      kept.set(file, bytes)
    }
    bytes.then(
      (body) => {
        res.statusCode = 200
        res.setHeader('content-type', CONTENT_TYPES[path.extname(file)])
        res.setHeader('content-encoding', 'br')
        res.setHeader('content-length', body.length)
        res.setHeader('vary', 'Accept-Encoding')
        res.setHeader('cache-control', IMMUTABLE)
        res.end(req.method === 'HEAD' ? undefined : body)
      },
      () => {
        // Removed since the server started (a build over a running server): nothing to send.
        kept.delete(file)
        res.statusCode = 404
        res.end()
      },
    )
    return true
  }
}
