import { generateExpiredPayloadCookie, generatePayloadCookie } from 'payload/shared'

import { payloadClient } from '@/lib/payload'

/**
 * Payload's own session cookie (`<cookiePrefix>-token`), built from the Users collection's
 * auth settings: HttpOnly, SameSite=Lax, Path=/, Secure in production, expiring with the token.
 */
export const sessionCookie = async (token: string): Promise<string> => {
  const payload = await payloadClient()
  return generatePayloadCookie({
    collectionAuthConfig: payload.collections.users.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
    token,
  })
}

/** The same cookie, already expired: the browser drops it. */
export const expiredSessionCookie = async (): Promise<string> => {
  const payload = await payloadClient()
  return generateExpiredPayloadCookie({
    collectionAuthConfig: payload.collections.users.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
  })
}
