/**
 * The statements over `oauth_attempts`: a social sign-in's state is taken once, by its own
 * provider, while it lives.
 */
import { sql } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'

import { storeAttempt, takeStoredAttempt, type StoredAttempt } from '@/lib/db/oauthAttempts'
import { drizzleFor } from '@/lib/db/sql'
import { createUser, testPayload, unique } from '../../factories'

const attempt = (overrides: Partial<StoredAttempt> = {}): StoredAttempt => ({
  state: unique('state'),
  provider: 'google',
  codeVerifier: unique('verifier'),
  nonce: unique('nonce'),
  nextPath: '/account',
  intent: 'sign-in',
  userId: null,
  ...overrides,
})

const stored = async (state: string) => {
  const db = await drizzleFor(await testPayload())
  const { rows } = await db.execute(sql`SELECT 1 FROM oauth_attempts WHERE state = ${state}`)
  return rows.length > 0
}

describe('the social sign-in attempts’ statements', () => {
  it('gives back what was stored, once', async () => {
    const payload = await testPayload()
    const saved = attempt({ intent: 'confirm', userId: (await createUser()).id })
    await storeAttempt(payload, saved, 600)

    expect(await takeStoredAttempt(payload, 'google', saved.state)).toEqual(saved)
    expect(await takeStoredAttempt(payload, 'google', saved.state)).toBeNull()
  })

  it('leaves an attempt alone when another provider names its state', async () => {
    const payload = await testPayload()
    const saved = attempt()
    await storeAttempt(payload, saved, 600)

    expect(await takeStoredAttempt(payload, 'github', saved.state)).toBeNull()
    expect(await takeStoredAttempt(payload, 'google', saved.state)).toEqual(saved)
  })

  it('answers nothing for an attempt whose time is up, and removes it', async () => {
    const payload = await testPayload()
    const saved = attempt()
    await storeAttempt(payload, saved, -1)

    expect(await takeStoredAttempt(payload, 'google', saved.state)).toBeNull()
    expect(await stored(saved.state)).toBe(false)
  })

  it('gives exactly one of two callbacks at once the attempt', async () => {
    const payload = await testPayload()
    const saved = attempt()
    await storeAttempt(payload, saved, 600)

    const taken = await Promise.all([takeStoredAttempt(payload, 'google', saved.state), takeStoredAttempt(payload, 'google', saved.state)])
    expect(taken.filter(Boolean)).toHaveLength(1)
  })

  it('forgets abandoned attempts when a new one is stored', async () => {
    const payload = await testPayload()
    const abandoned = attempt()
    await storeAttempt(payload, abandoned, -1)
    expect(await stored(abandoned.state)).toBe(true)

    await storeAttempt(payload, attempt(), 600)
    expect(await stored(abandoned.state)).toBe(false)
  })
})
