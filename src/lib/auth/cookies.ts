import type { Payload } from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'

import { expiredSignedInHintCookie, hasSignedInHint, signedInHintCookie } from './signedInHint'

const usersAuth = (payload: Payload) => payload.collections.users.config.auth

/**
 * The cookies that start a session in this browser: Payload's own session cookie
 * (`<cookiePrefix>-token`: HttpOnly, SameSite=Lax, Path=/, Secure in production, expiring with
 * the token) and the signed-in hint beside it (signedInHint.ts), with the same lifetime and Secure.
 */
export const sessionCookies = async (payload: Payload, token: string): Promise<string[]> => {
  const auth = usersAuth(payload)
  return [
    generatePayloadCookie({ collectionAuthConfig: auth, cookiePrefix: payload.config.cookiePrefix, token }),
    signedInHintCookie(auth),
  ]
}

/** Both cookies, already expired: the browser drops them (sign-out, a deleted account). */
export const endedSessionCookies = async (payload: Payload): Promise<string[]> => {
  const auth = usersAuth(payload)
  return [generateExpiredPayloadCookie({ collectionAuthConfig: auth, cookiePrefix: payload.config.cookiePrefix }), expiredSignedInHintCookie(auth)]
}

/** Response headers with one Set-Cookie for each cookie. */
export const cookieHeaders = (cookies: string[]): Headers => {
  const headers = new Headers()
  for (const cookie of cookies) headers.append('Set-Cookie', cookie)
  return headers
}

/**
 * A request that came with the hint but no session the server accepts (it ended on another
 * device, or expired): `response` also clears the hint, so the browser stops asking. Not on a
 * cross-site request, where the session cookie is ignored even when it is valid.
 */
export const clearingStaleHint = async (payload: Payload, req: Request, response: Response): Promise<Response> => {
  if (!hasSignedInHint(req.headers.get('cookie')) || req.headers.get('sec-fetch-site') === 'cross-site') return response
  response.headers.append('Set-Cookie', expiredSignedInHintCookie(usersAuth(payload)))
  return response
}
