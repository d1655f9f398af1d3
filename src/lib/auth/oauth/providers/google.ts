import { CodeChallengeMethod, OAuth2Client } from 'arctic'

import type { Attempt } from '../attempts'
import { checkIdToken } from '../idToken'
import type { Callback, Identity } from '../identity'
import { ProviderError, requestTokens } from '../providerRequests'
import type { GoogleSettings } from '../settings'

/**
 * Google: OpenID Connect with PKCE (S256) and a nonce. The ID token from the token endpoint
 * holds the e-mail, whether Google verified it, and the given and family names.
 */
export const googleAuthorizationUrl = (settings: GoogleSettings, attempt: Attempt, redirectUri: string): URL => {
  const url = new OAuth2Client(settings.clientId, settings.clientSecret, redirectUri).createAuthorizationURLWithPKCE(
    settings.authorizationUrl,
    attempt.state,
    CodeChallengeMethod.S256,
    attempt.codeVerifier,
    ['openid', 'email', 'profile'],
  )
  url.searchParams.set('nonce', attempt.nonce)
  // Let someone signed in to several Google accounts choose which one.
  url.searchParams.set('prompt', 'select_account')
  return url
}

export const googleIdentity = async (settings: GoogleSettings, { code, attempt, redirectUri }: Callback): Promise<Identity> => {
  const tokens = await requestTokens(
    'Google token request',
    settings.tokenUrl,
    { grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: attempt.codeVerifier },
    { id: settings.clientId, secret: settings.clientSecret },
  )
  let idToken: string
  try {
    idToken = tokens.idToken()
  } catch {
    throw new ProviderError('Google token request: no ID token')
  }
  const claims = checkIdToken(idToken, { issuers: settings.issuers, clientId: settings.clientId, nonce: attempt.nonce })
  if (!claims.email) throw new ProviderError('Google ID token: no e-mail (the email scope was not granted)')
  return {
    email: claims.email,
    emailVerified: claims.email_verified === true,
    firstName: claims.given_name,
    lastName: claims.family_name,
  }
}
