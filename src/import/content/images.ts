/**
 * Downloads an image an export points to, for the writer to store as an upload. The address comes
 * from a file someone uploaded, so it is treated as hostile: only http(s), only public addresses
 * (each redirect checked again), and the connection goes to the very address that was checked,
 * so a DNS answer that changes between the check and the connection (rebinding) cannot slip a
 * private address in. Only raster images are taken (SVG can carry script), size and time are
 * capped, and every failure is an answer in plain words, never a throw.
 */
import { lookup } from 'node:dns/promises'
import http from 'node:http'
import https from 'node:https'
import type { LookupFunction } from 'node:net'

import { isPublicAddress } from './addresses'

export type FetchImageOptions = {
  /** Fetch from private addresses too (the writer passes IMPORT_ALLOW_PRIVATE_IMAGES=true in tests). */
  allowPrivate?: boolean
  maxBytes?: number
  timeoutMs?: number
}
export type FetchedImage = { data: Buffer; mimeType: string; filename: string }

const MAX_REDIRECTS = 3
const TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp', 'image/avif': 'avif' }

class Refused extends Error {}

export const fetchPublicImage = async (url: string, options: FetchImageOptions = {}): Promise<FetchedImage | { error: string }> => {
  const maxBytes = options.maxBytes ?? 15 * 1024 * 1024
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 15_000)
  try {
    let current = url
    for (let redirects = 0; ; redirects += 1) {
      const answer = await request(current, options.allowPrivate ?? false, maxBytes, controller.signal)
      if ('location' in answer) {
        if (redirects >= MAX_REDIRECTS) return { error: `${url} could not be downloaded: it redirected more than ${MAX_REDIRECTS} times` }
        current = new URL(answer.location, current).href
        continue
      }
      return { ...answer, filename: filenameFor(current, answer.mimeType) }
    }
  } catch (error) {
    if (error instanceof Refused) return { error: `${url} ${error.message}` }
    if (controller.signal.aborted) return { error: `${url} could not be downloaded: the server took too long to answer` }
    return { error: `${url} could not be downloaded: ${error instanceof Error ? error.message : String(error)}` }
  } finally {
    clearTimeout(timer)
  }
}

type Answer = { location: string } | { data: Buffer; mimeType: string }

const request = async (address: string, allowPrivate: boolean, maxBytes: number, signal: AbortSignal): Promise<Answer> => {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    throw new Refused('is not a web address and was not fetched')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Refused('is not an http(s) address and was not fetched')
  const host = url.hostname.replace(/^\[|\]$/g, '')
  let resolved: { address: string; family: number }[]
  try {
    resolved = await lookup(host, { all: true, verbatim: true })
  } catch {
    throw new Refused(`could not be downloaded: the name ${host} does not resolve`)
  }
  if (resolved.length === 0) throw new Refused(`could not be downloaded: the name ${host} does not resolve`)
  // Every address the name has must be public: the connection could otherwise pick a private one.
  if (!allowPrivate && resolved.some((entry) => !isPublicAddress(entry.address))) {
    throw new Refused('is on a private network address and was not fetched')
  }
  const pinned = resolved[0]
  const pinnedLookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [pinned])
    else callback(null, pinned.address, pinned.family)
  }
  const client = url.protocol === 'https:' ? https : http
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = client.get(url, { lookup: pinnedLookup, signal, headers: { accept: Object.keys(TYPES).join(', ') } }, (response) => {
      const status = response.statusCode ?? 0
      const fail = (message: string) => {
        response.destroy()
        reject(new Refused(message))
      }
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume()
        return resolve({ location: response.headers.location })
      }
      if (status < 200 || status >= 300) return fail(`could not be downloaded: the server answered ${status}`)
      const mimeType = (response.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase()
      if (!TYPES[mimeType]) return fail(`is not an image the site takes (the server says ${mimeType || 'nothing'}; JPEG, PNG, GIF, WebP and AVIF are)`)
      const declared = Number(response.headers['content-length'] ?? 0)
      if (declared > maxBytes) return fail(`is larger than ${Math.round(maxBytes / 1024 / 1024)} MB and was not downloaded`)
      const chunks: Buffer[] = []
      let size = 0
      response.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > maxBytes) return fail(`is larger than ${Math.round(maxBytes / 1024 / 1024)} MB and was not downloaded`)
        chunks.push(chunk)
      })
      response.on('end', () => {
        const data = Buffer.concat(chunks)
        const sniffed = sniff(data)
        if (!sniffed) return reject(new Refused('is not an image the site takes (its content is not a JPEG, PNG, GIF, WebP or AVIF file)'))
        resolve({ data, mimeType: sniffed })
      })
      response.on('error', reject)
    })
    outgoing.on('error', reject)
  })
}

/** The image type by its first bytes: the server's word alone could let a page or script in. */
const sniff = (data: Buffer): string | undefined => {
  const ascii = (start: number, end: number) => data.subarray(start, end).toString('latin1')
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg'
  if (ascii(0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png'
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'image/gif'
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp'
  if (ascii(4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(8, 12))) return 'image/avif'
  return undefined
}

/** A safe file name from the address's last path part, with the extension its type calls for. */
const filenameFor = (url: string, mimeType: string): string => {
  let last = ''
  try {
    last = decodeURIComponent(new URL(url).pathname.split('/').filter(Boolean).pop() ?? '')
  } catch {
    last = ''
  }
  const extension = TYPES[mimeType]
  const stem = last
    .replace(/\.[^.]*$/, '')
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80)
  return `${stem || 'image'}.${extension}`
}
