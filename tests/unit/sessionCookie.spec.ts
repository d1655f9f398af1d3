import { generatePayloadCookie } from 'payload/shared'
import type { SanitizedCollectionConfig } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

/** The Users collection's auth settings as a fresh import sees them under the current env. */
const usersAuth = async () => {
  vi.resetModules()
  const { Users } = await import('@/collections/users/collection')
  return Users.auth as SanitizedCollectionConfig['auth']
}

const cookieUnder = async (env: Record<string, string>) => {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  return generatePayloadCookie({ collectionAuthConfig: await usersAuth(), cookiePrefix: 'payload', token: 'abc' })
}

describe('the session cookie', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('is HttpOnly, SameSite=Lax and Secure in production', async () => {
    const cookie = await cookieUnder({ NODE_ENV: 'production' })
    expect(cookie).toMatch(/^payload-token=abc;/)
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; SameSite=Lax/)
    expect(cookie).toMatch(/; Secure/)
  })

  it('is not Secure in development (plain http://localhost) or when COOKIE_SECURE=false', async () => {
    expect(await cookieUnder({ NODE_ENV: 'development' })).not.toMatch(/Secure/)
    expect(await cookieUnder({ NODE_ENV: 'production', COOKIE_SECURE: 'false' })).not.toMatch(/Secure/)
  })
})
