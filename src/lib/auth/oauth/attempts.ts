import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { SocialProvider } from '@/lib/auth/socialProviders'
import { drizzleFor } from '@/lib/db/sql'

/**
 * The social sign-ins under way, one row each in `oauth_attempts` (outside Payload's schema),
 * keyed by the `state` sent to the provider: what the callback needs (the PKCE verifier, the
 * nonce, where to go next, and for a confirmation whose account it is) stays on the server,
 * because Apple's callback is a cross-site POST that brings no SameSite=Lax cookie with it.
 * The callback takes the row (DELETE … RETURNING), so a state works once, and only for
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

type Row = {
  state: string
  provider: SocialProvider
  code_verifier: string
  nonce: string
  next_path: string
  intent: Intent
  user_id: number | null
  live: boolean
}

export const saveAttempt = async (payload: Payload, attempt: Attempt): Promise<void> => {
  const drizzle = await drizzleFor(payload)
  // Opportunistic clean-up: abandoned attempts go whenever anyone starts a new one.
  await drizzle.execute(sql`DELETE FROM oauth_attempts WHERE expires_at <= now()`)
  await drizzle.execute(sql`
    INSERT INTO oauth_attempts (state, provider, code_verifier, nonce, next_path, intent, user_id, expires_at)
    VALUES (${attempt.state}, ${attempt.provider}, ${attempt.codeVerifier}, ${attempt.nonce}, ${attempt.nextPath},
            ${attempt.intent}, ${attempt.userId}, now() + make_interval(secs => ${ATTEMPT_LIFETIME_SECONDS}))
  `)
}

/** The attempt `state` names for `provider`, removed so it cannot be used again; null if none is live. */
export const takeAttempt = async (payload: Payload, provider: SocialProvider, state: string): Promise<Attempt | null> => {
  const drizzle = await drizzleFor(payload)
  const { rows } = await drizzle.execute<Row>(sql`
    DELETE FROM oauth_attempts WHERE state = ${state} AND provider = ${provider}
    RETURNING state, provider, code_verifier, nonce, next_path, intent, user_id, expires_at > now() AS live
  `)
  const row = rows[0]
  if (!row?.live) return null
  return {
    state: row.state,
    provider: row.provider,
    codeVerifier: row.code_verifier,
    nonce: row.nonce,
    nextPath: row.next_path,
    intent: row.intent,
    userId: row.user_id === null ? null : Number(row.user_id),
  }
}
