import { addDataAndFileToRequest, loginOperation, logoutOperation, refreshOperation, type Endpoint, type PayloadRequest } from 'payload'
import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'

import { accountIdByEmail, inAccountOrder } from '@/lib/auth/accountOrder'

/**
 * Payload's own sign-in, sign-out and token refresh for /cms-api/users (the admin panel's),
 * answered as Payload answers them, but each in its account's turn (accountOrder.ts), so two
 * at once cannot drop a session. Collection endpoints come before Payload's, so these answer.
 */
const users = (req: PayloadRequest) => req.payload.collections.users

const sessionCookie = (req: PayloadRequest, token: string) =>
  generatePayloadCookie({ collectionAuthConfig: users(req).config.auth, cookiePrefix: req.payload.config.cookiePrefix, token })

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
    return Response.json(
      { message: req.t('authentication:passed'), ...result },
      { headers: { 'Set-Cookie': sessionCookie(req, token!) } },
    )
  },
}

const logout: Endpoint = {
  path: '/logout',
  method: 'post',
  handler: async (req) => {
    const allSessions = req.searchParams.get('allSessions') === 'true'
    await inAccountOrder(req.user?.id as number | undefined, () => logoutOperation({ allSessions, collection: users(req), req }))
    const expired = generateExpiredPayloadCookie({
      collectionAuthConfig: users(req).config.auth,
      config: req.payload.config,
      cookiePrefix: req.payload.config.cookiePrefix,
    })
    return Response.json({ message: req.t('authentication:logoutSuccessful') }, { headers: { 'Set-Cookie': expired } })
  },
}

const refresh: Endpoint = {
  path: '/refresh-token',
  method: 'post',
  handler: async (req) => {
    const { refreshedToken, ...result } = await inAccountOrder(req.user?.id as number | undefined, () =>
      refreshOperation({ collection: users(req), req }),
    )
    const headers = new Headers()
    if (result.setCookie && refreshedToken) headers.set('Set-Cookie', sessionCookie(req, refreshedToken))
    return Response.json({ message: req.t('authentication:tokenRefreshSuccessful'), ...result }, { headers })
  },
}

export const sessionEndpoints: Endpoint[] = [login, logout, refresh]
