import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleFor } from './sql'

/**
 * The statements over `oauth_attempts`, the social sign-ins under way (src/lib/auth/oauth/
 * attempts.ts). SQL because the table is the app's own, outside Payload's collections, and
 * because an attempt is taken by one DELETE … RETURNING: of two callbacks with the same state,
 * exactly one gets the row.
 */
export type StoredAttempt = {
  state: string
  provider: string
  codeVerifier: string
  nonce: string
  nextPath: string
  intent: string
  userId: number | null
}

/** Stores an attempt for `lifetimeSeconds`, first forgetting every attempt whose time is up. */
export const storeAttempt = async (payload: Payload, attempt: StoredAttempt, lifetimeSeconds: number): Promise<void> => {
  const db = await drizzleFor(payload)
  await db.execute(sql`DELETE FROM oauth_attempts WHERE expires_at <= now()`)
  await db.execute(sql`
    INSERT INTO oauth_attempts (state, provider, code_verifier, nonce, next_path, intent, user_id, expires_at)
    VALUES (${attempt.state}, ${attempt.provider}, ${attempt.codeVerifier}, ${attempt.nonce}, ${attempt.nextPath},
            ${attempt.intent}, ${attempt.userId}, now() + make_interval(secs => ${lifetimeSeconds}))`)
}

type Row = {
  state: string
  provider: string
  code_verifier: string
  nonce: string
  next_path: string
  intent: string
  user_id: number | null
  live: boolean
}

/** Removes the attempt `state` names for `provider` and returns it; null if there was none, or its time was up. */
export const takeStoredAttempt = async (payload: Payload, provider: string, state: string): Promise<StoredAttempt | null> => {
  const db = await drizzleFor(payload)
  const { rows } = await db.execute<Row>(sql`
    DELETE FROM oauth_attempts WHERE state = ${state} AND provider = ${provider}
    RETURNING state, provider, code_verifier, nonce, next_path, intent, user_id, expires_at > now() AS live`)
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
