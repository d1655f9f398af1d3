import type { SocialSignInError } from './messages'

/**
 * Where a social sign-in ends. Failures go back to /login with a code (a plain 303). Arrivals
 * on the page the member started from go through a tiny page that moves on at once (meta
 * refresh): the browser came from the provider's site, and a redirect keeps the navigation
 * cross-site, where the session cookie is ignored (Payload reads it only on same-site requests)
 * and a member-only page would send its member to sign in again. The refresh is the page's own
 * navigation, same-origin, so the page the member asked for renders signed in.
 */
export type Landing = {
  location: string
  cookies: string[]
  /** Arrive through the same-origin hop page instead of a redirect (callbacks landing on `next`). */
  hop?: boolean
}

export const loginWithError = (code: SocialSignInError, next: string): string => {
  const query = new URLSearchParams()
  if (next !== '/') query.set('next', next)
  query.set('error', code)
  return `/login?${query}`
}

/** `path` (a same-site path from safeNextPath) with `key=value` in its query, replacing an earlier outcome. */
export const withOutcome = (path: string, key: 'confirmed' | 'confirm-error', value: string): string => {
  const url = new URL(path, 'http://site.invalid')
  url.searchParams.delete('confirmed')
  url.searchParams.delete('confirm-error')
  url.searchParams.set(key, value)
  return `${url.pathname}${url.search}${url.hash}`
}

const attribute = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const headers = (cookies: string[], extra: Record<string, string> = {}) => {
  const result = new Headers({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', ...extra })
  for (const cookie of cookies) result.append('set-cookie', cookie)
  return result
}

export const landingResponse = ({ location, cookies, hop }: Landing, status: 302 | 303): Response => {
  if (!hop) return new Response(null, { status, headers: headers(cookies, { location }) })
  const href = attribute(location)
  const page =
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta http-equiv="refresh" content="0;url=${href}"><meta name="robots" content="noindex">` +
    `<title>Continuing…</title></head><body><p><a href="${href}">Continue</a></p></body></html>`
  return new Response(page, { status: 200, headers: headers(cookies, { 'content-type': 'text/html; charset=utf-8' }) })
}
