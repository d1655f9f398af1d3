/**
 * The "signed-in" hint: a cookie the browser's scripts can read, set beside the session cookie
 * whenever a session starts and cleared whenever one ends. The session cookie itself is HttpOnly,
 * so without the hint a page cannot tell a visitor from a member without asking the server;
 * with it, a visitor's browser never asks for the signed-in user (src/lib/client/useUser.ts).
 *
 * It is not a secret and proves nothing: the server never reads it to decide anything and
 * renders every page the same whether it is there or not (pages are cached for everyone).
 * A stale hint (the session ended on another device) only costs one request, whose 401
 * clears it (GET /api/auth/user).
 *
 * No imports: the browser's code reads the name from here too.
 */
const SIGNED_IN_HINT = 'signed-in'

/** The parts of the Users collection's auth settings the session cookie is built from. */
export type SessionCookieSettings = {
  tokenExpiration: number
  cookies: { secure?: boolean; domain?: string }
}

const attributes = ({ cookies }: SessionCookieSettings) =>
  `; Path=/; SameSite=Lax${cookies.domain ? `; Domain=${cookies.domain}` : ''}${cookies.secure ? '; Secure' : ''}`

/** Set with the session cookie, for as long as the session's token lasts, with its Secure and Domain. */
export const signedInHintCookie = (settings: SessionCookieSettings): string =>
  `${SIGNED_IN_HINT}=1; Max-Age=${settings.tokenExpiration}${attributes(settings)}`

/** The same cookie, expired: the browser drops it. */
export const expiredSignedInHintCookie = (settings: SessionCookieSettings): string =>
  `${SIGNED_IN_HINT}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT${attributes(settings)}`

/** Whether a Cookie header (or `document.cookie`) carries the hint. */
export const hasSignedInHint = (cookieHeader: string | null | undefined): boolean =>
  (cookieHeader ?? '').split(';').some((pair) => pair.trim() === `${SIGNED_IN_HINT}=1`)
