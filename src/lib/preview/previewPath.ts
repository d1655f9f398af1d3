import { safeNextPath } from '@/lib/auth/safeNextPath'

/** Far longer than any page address of the site; anything longer is refused unread. */
const MAX_PREVIEW_PATH = 512

// Only ever used to resolve a relative path; never contacted.
const BASE = 'http://site.invalid'

/** The site's own machinery, never a page to preview. */
const NOT_A_PAGE = /^\/(?:api|cms-api|admin|_next)(?:\/|$)/

const isControl = (char: string) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f

/** No page's address hides a control character ("%00") or bytes that are not UTF-8 ("%FF") in its escapes. */
const cleanEscapes = (pathname: string) => {
  try {
    return ![...decodeURIComponent(pathname)].some(isControl)
  } catch {
    return false
  }
}

/**
 * The page a preview link may open: a path on this site and nothing else, so that the
 * preview route can never send anyone to another site. Refused (null): anything that does
 * not start with a single "/" ("//evil.example", "/\evil.example", "https://evil.example"),
 * control characters (NUL, tab, newline), also escaped ("%00"), escapes that are not UTF-8,
 * more than MAX_PREVIEW_PATH characters, a path that only resolves to another host once
 * normalised ("/.//evil.example"), and the admin, the API and Next's own files. The answer is
 * the normalised path and query, without a fragment.
 */
export const previewPath = (raw: string | null | undefined): string | null => {
  if (!raw || raw.length > MAX_PREVIEW_PATH || safeNextPath(raw) !== raw) return null
  let url: URL
  try {
    url = new URL(raw, BASE)
  } catch {
    return null
  }
  const path = `${url.pathname}${url.search}`
  if (url.origin !== BASE || safeNextPath(path) !== path || NOT_A_PAGE.test(url.pathname) || !cleanEscapes(url.pathname)) return null
  return path
}

/** Next's draft-mode cookie, as a request's Cookie header carries it. */
export const DRAFT_MODE_COOKIE = /(?:^|;\s*)__prerender_bypass=/
