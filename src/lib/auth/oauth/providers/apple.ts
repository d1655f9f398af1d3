import { createPrivateKey, sign } from 'node:crypto'

import { OAuth2Client } from 'arctic'
import { z } from 'zod'

import type { Attempt } from '../attempts'
import { checkIdToken } from '../idToken'
import type { Callback, Identity } from '../identity'
import { ProviderError, requestTokens } from '../providerRequests'
import { APPLE_AUDIENCE, type AppleSettings } from '../settings'

/**
 * Sign in with Apple: OpenID Connect with a nonce (Apple documents no PKCE), asking for the name
 * and e-mail, which Apple only shares through `response_mode=form_post`: its callback is a
 * cross-site POST. The name arrives once, in that POST's `user` field, on the member's first
 * authorization; the e-mail (a private relay address if the member chose to hide theirs) and
 * whether it is verified come in the ID token.
 *
 * Apple's client secret is a JWT that the site signs itself (ES256, with the key from Apple's
 * developer account) and that lives five minutes; Apple takes it in the form body
 * (client_secret_post). arctic's Apple client would sign it too, but fixes Apple's endpoints.
 */
const SECRET_LIFETIME_SECONDS = 5 * 60

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url')

export const appleClientSecret = (settings: AppleSettings, now = Date.now()): string => {
  const iat = Math.floor(now / 1000)
  const header = base64url(JSON.stringify({ alg: 'ES256', kid: settings.keyId, typ: 'JWT' }))
  const payload = base64url(
    JSON.stringify({ iss: settings.teamId, iat, exp: iat + SECRET_LIFETIME_SECONDS, aud: APPLE_AUDIENCE, sub: settings.clientId }),
  )
  let key
  try {
    key = createPrivateKey(settings.privateKey)
  } catch (error) {
    throw new ProviderError('Apple: APPLE_PRIVATE_KEY is not a PEM private key', { cause: error })
  }
  // JWS wants the raw r‖s signature, not DER.
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), { key, dsaEncoding: 'ieee-p1363' })
  return `${header}.${payload}.${base64url(signature)}`
}

export const appleAuthorizationUrl = (settings: AppleSettings, attempt: Attempt, redirectUri: string): URL => {
  const url = new OAuth2Client(settings.clientId, null, redirectUri).createAuthorizationURL(settings.authorizationUrl, attempt.state, [
    'name',
    'email',
  ])
  url.searchParams.set('response_mode', 'form_post')
  url.searchParams.set('nonce', attempt.nonce)
  return url
}

const userSchema = z.object({
  name: z.object({ firstName: z.string().optional(), lastName: z.string().optional() }).optional(),
})

/** The name in Apple's `user` field, if it is there and well-formed (it is not signed: names only). */
const nameFrom = (user: string | null): Pick<Identity, 'firstName' | 'lastName'> => {
  if (!user) return {}
  try {
    const parsed = userSchema.safeParse(JSON.parse(user))
    return parsed.success ? { firstName: parsed.data.name?.firstName, lastName: parsed.data.name?.lastName } : {}
  } catch {
    return {}
  }
}

export const appleIdentity = async (settings: AppleSettings, { code, attempt, redirectUri, appleUser }: Callback): Promise<Identity> => {
  const tokens = await requestTokens('Apple token request', settings.tokenUrl, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: settings.clientId,
    client_secret: appleClientSecret(settings),
  })
  let idToken: string
  try {
    idToken = tokens.idToken()
  } catch {
    throw new ProviderError('Apple token request: no ID token')
  }
  const claims = checkIdToken(idToken, { issuers: [settings.issuer], clientId: settings.clientId, nonce: attempt.nonce })
  if (!claims.email) throw new ProviderError('Apple ID token: no e-mail (the email scope was not granted)')
  return { email: claims.email, emailVerified: claims.email_verified === true, ...nameFrom(appleUser) }
}
