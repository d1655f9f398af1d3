import type { SanitizedCollectionConfig } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { expiredSignedInHintCookie, hasSignedInHint, signedInHintCookie } from '@/lib/auth/signedInHint'

/** The Users collection's auth settings as a fresh import sees them under the current env. */
const usersAuthUnder = async (env: Record<string, string>) => {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  vi.resetModules()
  const { Users } = await import('@/collections/users/collection')
  return Users.auth as SanitizedCollectionConfig['auth']
}

describe('the signed-in hint cookie', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('is readable by scripts, SameSite=Lax, site-wide, and lasts as long as the session token', async () => {
    const cookie = signedInHintCookie(await usersAuthUnder({ NODE_ENV: 'production' }))
    expect(cookie).toBe('signed-in=1; Max-Age=1209600; Path=/; SameSite=Lax; Secure')
    expect(cookie).not.toMatch(/HttpOnly/i)
  })

  it('is Secure exactly when the session cookie is: not in development or with COOKIE_SECURE=false', async () => {
    expect(signedInHintCookie(await usersAuthUnder({ NODE_ENV: 'development' }))).not.toMatch(/Secure/)
    expect(signedInHintCookie(await usersAuthUnder({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }))).not.toMatch(/Secure/)
  })

  it('is cleared with the same attributes, so the browser drops the same cookie', async () => {
    const auth = await usersAuthUnder({ NODE_ENV: 'production' })
    expect(expiredSignedInHintCookie(auth)).toBe('signed-in=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; SameSite=Lax; Secure')
    expect(signedInHintCookie({ tokenExpiration: 60, cookies: { domain: 'example.org' } })).toBe('signed-in=1; Max-Age=60; Path=/; SameSite=Lax; Domain=example.org')
  })

  it('is found in a Cookie header or document.cookie only under its own name with its value', () => {
    expect(hasSignedInHint('signed-in=1')).toBe(true)
    expect(hasSignedInHint('theme=dark; signed-in=1; other=2')).toBe(true)
    expect(hasSignedInHint('signed-in=')).toBe(false)
    expect(hasSignedInHint('not-signed-in=1')).toBe(false)
    expect(hasSignedInHint('signed-in=10')).toBe(false)
    expect(hasSignedInHint('')).toBe(false)
    expect(hasSignedInHint(null)).toBe(false)
  })
})
