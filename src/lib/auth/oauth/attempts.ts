import type { Payload } from 'payload'

import type { SocialProvider } from '@/lib/auth/socialProviders'
import { storeAttempt, takeStoredAttempt } from '@/lib/db/oauthAttempts'

/**
 * The social sign-ins under way, one row each in `oauth_attempts` (outside Payload's schema),
 * keyed by the `state` sent to the provider: what the callback needs (the PKCE verifier, the
 * nonce, where to go next, and for a confirmation whose account it is) stays on the server,
 * because Apple's callback is a cross-site POST that brings no SameSite=Lax cookie with it.
 * The callback takes the row (src/lib/db/oauthAttempts.ts), so a state works once, and only for
 * ATTEMPT_LIFETIME_SECONDS.
 */
export const ATTEMPT_LIFETIME_SECONDS = 10 * 60

export type Intent = 'sign-in' | 'confirm'

export type Attempt = {
  state: string
  provider: SocialProvider
  codeVerifier: string
  nonce: string
  nextPath: string
  intent: Intent
  /** The member confirming who they are (intent `confirm`); null for a sign-in. */
  userId: number | null
}

export const saveAttempt = async (payload: Payload, attempt: Attempt): Promise<void> => {
  // Abandoned attempts go whenever anyone starts a new one.
  await storeAttempt(payload, attempt, ATTEMPT_LIFETIME_SECONDS)
}

/** The attempt `state` names for `provider`, removed so it cannot be used again; null if none is live. */
export const takeAttempt = async (payload: Payload, provider: SocialProvider, state: string): Promise<Attempt | null> =>
  (await takeStoredAttempt(payload, provider, state)) as Attempt | null
