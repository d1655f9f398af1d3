import { randomBytes } from 'node:crypto'

import { generateCodeVerifier, generateState } from 'arctic'
import type { Payload } from 'payload'

import { safeNextPath } from '@/lib/auth/safeNextPath'
import { sessionCookies } from '@/lib/auth/cookies'
import { signInPath } from '@/lib/auth/currentMember'
import { attemptSucceeded } from '@/lib/auth/loginThrottle'
import type { SocialProvider } from '@/lib/auth/socialProviders'
import { markConfirmed } from '@/lib/auth/reauthentication'
import { startSessionFor } from '@/lib/auth/signIn'
import type { User } from '@/payload-types'
import { accountEmail, accountForIdentity } from './account'
import { socialProviderSettings } from '@/lib/integrations/settings'
import { saveAttempt, takeAttempt, type Attempt, type Intent } from './attempts'
import { callbackUrl } from './callbackUrl'
import { authorizationUrl, fetchIdentity } from './clients'
import type { Identity } from './identity'
import { loginWithError, withOutcome, type Landing } from './landing'
import type { ConfirmError, SocialSignInError } from './messages'
import { ProviderError } from './providerRequests'
import { expiredStateCookie, stateCookie, stateMatchesBrowser } from './stateCookie'

/**
 * Social sign-in (DECISIONS.md "Authentication"): the authorization-code flow with `state`
 * (single use, kept server-side and tied to the browser by a cookie), PKCE where the provider
 * supports it and a nonce for ID tokens. The callback links a verified e-mail to its account,
 * or creates a member, and starts the same session a password sign-in does.
 *
 * With `intent=confirm` a signed-in member proves who they are again (before deleting an
 * account that has no password): the provider's verified e-mail must be the account's, and
 * the moment is recorded (markConfirmed); nobody is signed in or out.
 */

export type StartRequest = { provider: SocialProvider; next: string; intent: Intent; user: User | null }

/** `?next=` and `?intent=` of the start address, made safe. */
export const startParameters = (url: URL): { next: string; intent: Intent } => ({
  next: safeNextPath(url.searchParams.get('next')),
  intent: url.searchParams.get('intent') === 'confirm' ? 'confirm' : 'sign-in',
})

const confirmFailure = (next: string, code: ConfirmError, cookies: string[] = []): Landing => ({
  location: withOutcome(next, 'confirm-error', code),
  cookies,
})

/** Where a start that cannot go to the provider ends (also the rate limit's answer). */
export const startRefused = (intent: Intent, next: string, reason: 'unavailable' | 'throttled'): Landing =>
  intent === 'confirm'
    ? confirmFailure(next, reason)
    : { location: loginWithError(reason === 'unavailable' ? 'provider-unavailable' : 'oauth-throttled', next), cookies: [] }

export const startSocialSignIn = async (payload: Payload, { provider, next, intent, user }: StartRequest): Promise<Landing> => {
  const settings = await socialProviderSettings(payload, provider)
  if (!settings) return startRefused(intent, next, 'unavailable')
  // Only a signed-in member can confirm; a visitor signs in first and comes back.
  if (intent === 'confirm' && !user) return { location: signInPath(next), cookies: [] }

  const attempt: Attempt = {
    state: generateState(),
    provider,
    codeVerifier: generateCodeVerifier(),
    nonce: randomBytes(24).toString('base64url'),
    nextPath: next,
    intent,
    userId: intent === 'confirm' && user ? user.id : null,
  }
  await saveAttempt(payload, attempt)
  return {
    location: authorizationUrl(settings, attempt, callbackUrl(provider)).toString(),
    cookies: [await stateCookie(payload, provider, attempt.state)],
  }
}

/** What the provider sent back (the query, or Apple's form moved into the query). */
export type FinishRequest = { provider: SocialProvider; query: URLSearchParams; req: Request; address: string }

type Failure = 'cancelled' | 'failed' | 'unverified-email' | 'password-only'

const SIGN_IN_FAILURES: Record<Failure, SocialSignInError> = {
  cancelled: 'oauth-cancelled',
  failed: 'oauth-failed',
  'unverified-email': 'oauth-unverified-email',
  'password-only': 'oauth-password-only',
}

const CONFIRM_FAILURES: Record<Failure, ConfirmError> = {
  cancelled: 'cancelled',
  failed: 'failed',
  'unverified-email': 'unverified-email',
  'password-only': 'failed',
}

/** The provider's `error` parameter: the person said no (Google/GitHub, Apple), or something else went wrong. */
const CANCELLED = new Set(['access_denied', 'user_cancelled_authorize'])

const MAX_STATE_LENGTH = 200

const finish = async (payload: Payload, { provider, query, req, address }: FinishRequest, cookies: string[]): Promise<Landing> => {
  const backToLogin = (code: SocialSignInError, next = '/'): Landing => ({ location: loginWithError(code, next), cookies })

  const settings = await socialProviderSettings(payload, provider)
  if (!settings) return backToLogin('provider-unavailable')
  const state = query.get('state') ?? ''
  if (!state || state.length > MAX_STATE_LENGTH || !stateMatchesBrowser(req, provider, state)) return backToLogin('oauth-invalid-state')
  const attempt = await takeAttempt(payload, provider, state)
  if (!attempt) return backToLogin('oauth-invalid-state')

  const next = attempt.nextPath
  const fail = (failure: Failure): Landing =>
    attempt.intent === 'confirm'
      ? { ...confirmFailure(next, CONFIRM_FAILURES[failure], cookies), hop: true }
      : backToLogin(SIGN_IN_FAILURES[failure], next)

  const error = query.get('error')
  if (error) return fail(CANCELLED.has(error) ? 'cancelled' : 'failed')
  const code = query.get('code')
  if (!code) return fail('failed')

  let identity: Identity
  try {
    identity = await fetchIdentity(settings, { code, attempt, redirectUri: callbackUrl(provider), appleUser: query.get('user') })
  } catch (failure) {
    if (!(failure instanceof ProviderError)) throw failure
    console.warn(`[oauth] ${provider}: ${failure.message}`)
    return fail('failed')
  }
  if (!identity.emailVerified) return fail('unverified-email')

  if (attempt.intent === 'confirm') {
    const email = attempt.userId === null ? null : await accountEmail(payload, attempt.userId)
    if (attempt.userId === null || email === null) return backToLogin('oauth-invalid-state')
    if (email.toLowerCase() !== identity.email.trim().toLowerCase()) return { ...confirmFailure(next, 'mismatch', cookies), hop: true }
    await markConfirmed(payload, attempt.userId)
    return { location: withOutcome(next, 'confirmed', provider), cookies, hop: true }
  }

  const account = await accountForIdentity(payload, identity)
  if (account.outcome === 'password-only') return fail('password-only')
  const { token } = await startSessionFor(payload, account.userId)
  // A sign-in like any other for the throttle: it forgives this address's earlier typos.
  await attemptSucceeded(payload, address, account.email.toLowerCase())
  return { location: next, cookies: [...cookies, ...(await sessionCookies(payload, token))], hop: true }
}

/** The callback: never a 500, whatever the provider, the browser or the database did. */
export const finishSocialSignIn = async (payload: Payload, request: FinishRequest): Promise<Landing> => {
  const cookies = [await expiredStateCookie(payload, request.provider)]
  try {
    return await finish(payload, request, cookies)
  } catch (error) {
    console.error(`[oauth] ${request.provider} callback failed`, error)
    return { location: loginWithError('oauth-failed', '/'), cookies }
  }
}
