/**
 * The two kinds of address a redirect holds, read the same way by the admin's validation, the
 * collection's hooks and the HTTP server (no Payload here: src/server/main.ts imports it).
 *
 * - `from`: a path on this site, kept as the key the server looks up: '/old/path', ASCII letters
 *   in lower case (slugs are lower case, and a reader who types /Blog/Old still arrives), no
 *   trailing slash, no query or fragment, %-escapes valid UTF-8. Never the home page nor an
 *   address one of the site's own routes answers whatever it holds (sign-in, account, feeds,
 *   the API, the admin, Next's assets: src/lib/routes, read from the route tree). An address
 *   a route answers only while a document has it (/blog/{slug}) is checked against the
 *   documents on save (collection.ts).
 * - a destination: a path on this site ('/blog/new?x#y', one leading '/') or an http(s)
 *   address elsewhere, stored serialised by WHATWG URL (non-ASCII %-escaped), so that it can
 *   go into a Location header as it is. An address elsewhere leads anywhere only while its host
 *   is one the creator allows in the site settings.
 */
import { siteRouteOf } from '@/lib/routes/siteRoute'

const MAX_FROM_LENGTH = 1000
const MAX_DESTINATION_LENGTH = 2000

export type Parsed = { ok: true; value: string } | { ok: false; message: string }

const ok = (value: string): Parsed => ({ ok: true, value })
const fail = (message: string): Parsed => ({ ok: false, message })

// C0 and C1 controls, DEL. (WHATWG URL would silently drop tabs and newlines instead.)
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/
const SCRATCH = 'http://redirect.invalid'
const NOT_A_PATH = 'Enter an address on this site that starts with a single /, such as /blog/old-title.'

const decodes = (path: string) => {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

const sameOrigin = (url: URL, siteOrigin: string | undefined) => {
  if (!siteOrigin) return false
  try {
    return url.origin === new URL(siteOrigin).origin
  } catch {
    return false
  }
}

/** Whether one of the site's own routes answers `key` whatever it holds (`key` as pathKey makes it). */
export const ownRoute = (key: string): boolean => {
  try {
    return Boolean(siteRouteOf(decodeURIComponent(key))?.fixed)
  } catch {
    return false // not UTF-8: no route's address
  }
}

/** The lookup key of a request path: lower case, without trailing slashes. */
export const pathKey = (path: string) => path.replace(/\/+$/, '').toLowerCase() || '/'

/**
 * A redirect's `from`, normalised. A full address of the site itself (`siteOrigin`) is taken
 * as its path, since that is what the creator copies from the browser.
 */
export const parseFrom = (input: unknown, siteOrigin?: string): Parsed => {
  if (typeof input !== 'string' || !input.trim()) return fail('Enter the old address, such as /blog/old-title.')
  const raw = input.trim()
  if (CONTROL.test(raw)) return fail('The address contains control characters.')
  if (raw.length > MAX_FROM_LENGTH) return fail(`The address is too long (at most ${MAX_FROM_LENGTH} characters).`)
  let path = raw
  if (/^[a-z][a-z0-9+.-]*:/i.test(raw)) {
    let url: URL
    try {
      url = new URL(raw)
    } catch {
      return fail(NOT_A_PATH)
    }
    if (!sameOrigin(url, siteOrigin)) return fail(NOT_A_PATH)
    path = url.pathname
  }
  path = path.split(/[?#]/, 1)[0]
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return fail(NOT_A_PATH)
  // Resolves dot segments (also %2e%2e) and %-escapes what a browser would.
  const key = pathKey(new URL(path, SCRATCH).pathname)
  if (!decodes(key)) return fail('The address has a %-escape that is not valid UTF-8.')
  if (key === '/') return fail('The home page cannot be redirected.')
  if (ownRoute(key)) return fail(`${key} is one of the site’s own pages and cannot be redirected.`)
  if (key.length > MAX_FROM_LENGTH) return fail(`The address is too long (at most ${MAX_FROM_LENGTH} characters).`)
  return ok(key)
}

/**
 * A destination typed by the creator: a path on this site, or an http(s) address anywhere
 * (the site's own full addresses become paths). Anything else (`//host`, `/\host`,
 * `javascript:`, user:password@) is refused.
 */
export const parseDestination = (input: unknown, siteOrigin?: string): Parsed => {
  if (typeof input !== 'string' || !input.trim()) return fail('Enter where readers should go: a path such as /blog/new-title, or a full address.')
  const raw = input.trim()
  if (CONTROL.test(raw)) return fail('The address contains control characters.')
  if (raw.length > MAX_DESTINATION_LENGTH) return fail(`The address is too long (at most ${MAX_DESTINATION_LENGTH} characters).`)
  if (raw.startsWith('/')) {
    if (raw.startsWith('//') || raw.includes('\\')) return fail('Start an address on this site with a single /, such as /blog/new-title.')
    const url = new URL(raw, SCRATCH)
    const path = `${url.pathname}${url.search}${url.hash}`
    if (!decodes(url.pathname)) return fail('The address has a %-escape that is not valid UTF-8.')
    return path.length > MAX_DESTINATION_LENGTH ? fail(`The address is too long (at most ${MAX_DESTINATION_LENGTH} characters).`) : ok(path)
  }
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return fail('Enter a path on this site starting with /, or a full address starting with https://.')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fail('Only http:// and https:// addresses can be redirected to.')
  if (url.username || url.password) return fail('An address with a user name or password cannot be used.')
  if (sameOrigin(url, siteOrigin)) return parseDestination(`${url.pathname}${url.search}${url.hash}`)
  return url.href.length > MAX_DESTINATION_LENGTH ? fail(`The address is too long (at most ${MAX_DESTINATION_LENGTH} characters).`) : ok(url.href)
}

/** The lookup key a stored destination leads to on this site; null for an address elsewhere. */
export const destinationKey = (destination: string): string | null =>
  destination.startsWith('/') && !destination.startsWith('//') ? pathKey(destination.split(/[?#]/, 1)[0]) : null

/** The host of an address elsewhere (lower case, as WHATWG URL has it); null for a path here. */
export const externalHost = (destination: string): string | null => {
  if (destination.startsWith('/')) return null
  try {
    return new URL(destination).hostname
  } catch {
    return null
  }
}

/**
 * A website the creator allows redirects to lead to, as typed in the site settings: a host
 * name ("ministry.example.org"), or a full address whose host is taken.
 */
export const parseHost = (input: unknown): Parsed => {
  if (typeof input !== 'string' || !input.trim()) return fail('Enter a website, such as ministry.example.org.')
  const raw = input.trim()
  if (CONTROL.test(raw) || raw.length > 253) return fail('Enter a website, such as ministry.example.org.')
  let url: URL
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? raw : `https://${raw}`)
  } catch {
    return fail('Enter a website, such as ministry.example.org.')
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || !url.hostname.includes('.')) {
    return fail('Enter a website, such as ministry.example.org.')
  }
  return ok(url.hostname)
}

/** `destination` with the request's query string (`?a=b`, or '') added before any fragment. */
export const withQuery = (destination: string, query: string): string => {
  if (query.length <= 1) return destination
  const hashAt = destination.indexOf('#')
  const head = hashAt === -1 ? destination : destination.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : destination.slice(hashAt)
  return `${head}${head.includes('?') ? `&${query.slice(1)}` : query}${hash}`
}
