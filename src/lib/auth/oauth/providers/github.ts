import { CodeChallengeMethod, OAuth2Client } from 'arctic'
import { z } from 'zod'

import type { Attempt } from '../attempts'
import { splitName, type Callback, type Identity } from '../identity'
import { providerJson, ProviderError, requestTokens } from '../providerRequests'
import type { GitHubSettings } from '../settings'

/**
 * GitHub: OAuth 2 (not OpenID Connect) with state and PKCE. The e-mail is the account's
 * primary address from `/user/emails`, and counts only if GitHub verified it; `/user` gives the
 * display name. The `user:email` scope is all it needs.
 */
const emailsSchema = z.array(z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }))
const userSchema = z.object({ name: z.string().nullish() })

export const githubAuthorizationUrl = (settings: GitHubSettings, attempt: Attempt, redirectUri: string): URL =>
  new OAuth2Client(settings.clientId, settings.clientSecret, redirectUri).createAuthorizationURLWithPKCE(
    settings.authorizationUrl,
    attempt.state,
    CodeChallengeMethod.S256,
    attempt.codeVerifier,
    ['user:email'],
  )

export const githubIdentity = async (settings: GitHubSettings, { code, attempt, redirectUri }: Callback): Promise<Identity> => {
  const tokens = await requestTokens(
    'GitHub token request',
    settings.tokenUrl,
    { grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: attempt.codeVerifier },
    { id: settings.clientId, secret: settings.clientSecret },
  )
  const accessToken = tokens.accessToken()
  const init: RequestInit = {
    headers: {
      Authorization: `Bearer ${accessToken}`,
      Accept: 'application/vnd.github+json',
      'X-GitHub-Api-Version': '2022-11-28',
      // GitHub's API refuses requests without one.
      'User-Agent': 'social-sign-in',
    },
  }
  const [emails, user] = await Promise.all([
    providerJson('GitHub /user/emails', `${settings.apiUrl}/user/emails`, init, emailsSchema),
    providerJson('GitHub /user', `${settings.apiUrl}/user`, init, userSchema),
  ])
  const primary = emails.find((entry) => entry.primary)
  if (!primary) throw new ProviderError('GitHub: the account has no primary e-mail')
  return { email: primary.email, emailVerified: primary.verified, ...splitName(user.name) }
}
