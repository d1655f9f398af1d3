import {
  addDataAndFileToRequest,
  loginOperation,
  logoutOperation,
  refreshOperation,
  resetPasswordOperation,
  type Endpoint,
  type PayloadRequest,
} from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'

import { accountIdByEmail, inAccountOrder } from '@/lib/auth/accountOrder'
import { expiredSignedInHintCookie, signedInHintCookie } from '@/lib/auth/signedInHint'

/**
 * Payload's own sign-in, sign-out, token refresh and password reset for /cms-api/users (the
 * admin panel's), answered as Payload answers them, with two differences: each session change
 * takes its account's turn (accountOrder.ts), so two at once cannot drop a session, and the
 * signed-in hint (signedInHint.ts) is set and cleared with the session cookie, as on the site's
 * own routes. Collection endpoints come before Payload's, so these answer.
 */
const users = (req: PayloadRequest) => req.payload.collections.users

/** The session cookie and the signed-in hint, as one Set-Cookie each. */
const sessionCookies = (req: PayloadRequest, token: string) => {
  const auth = users(req).config.auth
  const headers = new Headers()
  headers.append('Set-Cookie', generatePayloadCookie({ collectionAuthConfig: auth, cookiePrefix: req.payload.config.cookiePrefix, token }))
  headers.append('Set-Cookie', signedInHintCookie(auth))
  return headers
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

const login: Endpoint = {
  path: '/login',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const data = { email: text(req.data?.email), password: text(req.data?.password) }
    const accountId = await accountIdByEmail(req.payload, data.email)
    // The token goes only into the HttpOnly cookie (`removeTokenFromResponses`).
    const { token, ...result } = await inAccountOrder(accountId, () => loginOperation({ collection: users(req), data, req }))
    return Response.json({ message: req.t('authentication:passed'), ...result }, { headers: sessionCookies(req, token!) })
  },
}

const logout: Endpoint = {
  path: '/logout',
  method: 'post',
  handler: async (req) => {
    const allSessions = req.searchParams.get('allSessions') === 'true'
    await inAccountOrder(req.user?.id as number | undefined, () => logoutOperation({ allSessions, collection: users(req), req }))
    const auth = users(req).config.auth
    const headers = new Headers()
    headers.append(
      'Set-Cookie',
      generateExpiredPayloadCookie({ collectionAuthConfig: auth, config: req.payload.config, cookiePrefix: req.payload.config.cookiePrefix }),
    )
    headers.append('Set-Cookie', expiredSignedInHintCookie(auth))
    return Response.json({ message: req.t('authentication:logoutSuccessful') }, { headers })
  },
}

const refresh: Endpoint = {
  path: '/refresh-token',
  method: 'post',
  handler: async (req) => {
    const { refreshedToken, ...result } = await inAccountOrder(req.user?.id as number | undefined, () =>
      refreshOperation({ collection: users(req), req }),
    )
    const headers = result.setCookie && refreshedToken ? sessionCookies(req, refreshedToken) : undefined
    return Response.json({ message: req.t('authentication:tokenRefreshSuccessful'), ...result }, { headers })
  },
}

/** The admin panel's reset link (Payload's own forgot-password e-mail): signs this browser in. */
const resetPassword: Endpoint = {
  path: '/reset-password',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const depth = req.searchParams.get('depth')
    const { token, ...result } = await resetPasswordOperation({
      collection: users(req),
      data: { password: text(req.data?.password), token: text(req.data?.token) },
      depth: depth ? Number(depth) : undefined,
      req,
    })
    return Response.json({ message: req.t('authentication:passwordResetSuccessfully'), ...result }, { headers: sessionCookies(req, token!) })
  },
}

export const sessionEndpoints: Endpoint[] = [login, logout, refresh, resetPassword]
