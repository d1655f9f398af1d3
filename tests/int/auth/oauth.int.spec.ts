import { createHash } from 'node:crypto'
import { createServer } from 'node:net'

import { sql } from '@payloadcms/db-postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { drizzleFor } from '@/lib/db/sql'
import { normalizeAddress } from '@/lib/http/clientAddress'
import { serverUrl } from '@/lib/serverUrl'
import { POST as login } from '@/app/(frontend)/api/auth/login/route'
import { call, freshAddress, sessionCookie, TEST_PASSWORD } from '../../api'
import type { FakeProvider, OAuthFake } from '../../fakes/oauth'
import { createUser, testPayload } from '../../factories'
import {
  accountsWithEmail,
  attemptRow,
  authorize,
  begin,
  callback,
  callbackQuery,
  expireAttempt,
  finish,
  formPost,
  landingOf,
  postForm,
  roundTrip,
  setCookies,
  start,
  uniqueEmail,
  useOAuthFake,
  whoIs,
} from './oauthFlow'

const PROVIDERS: FakeProvider[] = ['google', 'github', 'apple']

let fake: OAuthFake
let stopFake: () => Promise<void>

beforeAll(async () => {
  ;({ fake, stop: stopFake } = await useOAuthFake())
})

afterAll(async () => {
  await stopFake()
})

/** The address a closed port answers on: a provider that is down. */
const closedPort = async () => {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return `http://127.0.0.1:${port}`
}

const withEnv = async <T,>(changes: Record<string, string | undefined>, run: () => Promise<T>): Promise<T> => {
  const saved = Object.fromEntries(Object.keys(changes).map((name) => [name, process.env[name]]))
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  try {
    return await run()
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  }
}

describe('GET /api/auth/{provider}: the start', () => {
  it('sends Google state, an S256 PKCE challenge and a nonce, and keeps the attempt server-side', async () => {
    const begun = await begin('google', { next: '/favorites' })
    expect(begun.status).toBe(302)
    const url = new URL(begun.location)
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/google/authorize`)
    const params = url.searchParams
    expect(params.get('response_type')).toBe('code')
    expect(params.get('client_id')).toBe(process.env.GOOGLE_CLIENT_ID)
    expect(params.get('redirect_uri')).toBe(`${serverUrl()}/api/auth/google/callback`)
    expect(params.get('scope')).toBe('openid email profile')
    expect(params.get('code_challenge_method')).toBe('S256')
    expect(begun.state).toMatch(/^[\w-]{20,}$/)

    const row = await attemptRow(begun.state)
    expect(row).toMatchObject({ provider: 'google', next_path: '/favorites', intent: 'sign-in', user_id: null, lifetime: 600 })
    expect(params.get('code_challenge')).toBe(createHash('sha256').update(row!.code_verifier).digest('base64url'))
    expect(params.get('nonce')).toBe(row!.nonce)
    // The verifier never leaves the server.
    expect(begun.location).not.toContain(row!.code_verifier)
  })

  it('ties the state to the browser with an HttpOnly, SameSite=Lax cookie for ten minutes', async () => {
    const res = await call(start, '/api/auth/google', { params: { provider: 'google' } })
    const state = new URL(res.headers.get('location')!).searchParams.get('state')
    const cookie = setCookies(res.headers)['oauth-google']
    expect(cookie.value).toBe(state)
    expect(cookie.raw).toMatch(/; Path=\/api\/auth\/; Max-Age=600; HttpOnly; SameSite=Lax$/)
    expect(res.headers.get('cache-control')).toMatch(/no-store/)
  })

  it('asks GitHub for the e-mail scope with state and PKCE, and no nonce (it is not OpenID Connect)', async () => {
    const params = new URL((await begin('github')).location).searchParams
    expect(params.get('scope')).toBe('user:email')
    expect(params.get('code_challenge_method')).toBe('S256')
    expect(params.get('state')).toBeTruthy()
    expect(params.get('nonce')).toBeNull()
  })

  it('asks Apple for name and e-mail by form_post, with a nonce', async () => {
    const begun = await begin('apple')
    const params = new URL(begun.location).searchParams
    expect(params.get('response_mode')).toBe('form_post')
    expect(params.get('scope')).toBe('name email')
    expect(params.get('nonce')).toBe((await attemptRow(begun.state))!.nonce)
  })

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/\t/evil.example', 'javascript:alert(1)'])(
    'keeps no foreign next (%j): the attempt returns to /',
    async (next) => {
      const begun = await begin('google', { next })
      expect((await attemptRow(begun.state))!.next_path).toBe('/')
    },
  )

  it('sends an unconfigured provider back to the login page, keeping next', async () => {
    await withEnv({ GITHUB_CLIENT_SECRET: undefined }, async () => {
      const res = await call(start, '/api/auth/github', { params: { provider: 'github' }, query: { next: '/favorites' } })
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe('/login?next=%2Ffavorites&error=provider-unavailable')
      expect(setCookies(res.headers)['oauth-github']).toBeUndefined()
    })
    await withEnv({ APPLE_PRIVATE_KEY: undefined }, async () => {
      const res = await call(start, '/api/auth/apple', { params: { provider: 'apple' } })
      expect(res.headers.get('location')).toBe('/login?error=provider-unavailable')
    })
  })

  it('answers 404 for a provider it does not know', async () => {
    const res = await call(start, '/api/auth/facebook', { params: { provider: 'facebook' } })
    expect(res.status).toBe(404)
  })

  it('is rate limited per address, ending on the login page with the reason', async () => {
    const address = freshAddress()
    for (let i = 0; i < 30; i++) expect((await begin('github', {}, { headers: { 'x-forwarded-for': address } })).location).toMatch(/^http/)
    const refused = await begin('github', { next: '/favorites' }, { headers: { 'x-forwarded-for': address } })
    expect(refused.status).toBe(302)
    expect(refused.location).toBe('/login?next=%2Ffavorites&error=oauth-throttled')
  })

  it('clears expired attempts when a new one starts', async () => {
    const old = await begin('google')
    await expireAttempt(old.state)
    await begin('google')
    expect(await attemptRow(old.state)).toBeNull()
  })
})

describe('GET /api/auth/{provider}/callback: signing in', () => {
  it.each(PROVIDERS)('%s: a verified e-mail creates a member, signs them in and returns to next', async (provider) => {
    const email = uniqueEmail(`new-${provider}`)
    const result = await roundTrip(provider, { email, firstName: 'Lydia', lastName: 'of Thyatira' }, { next: '/favorites' })

    // A page that moves on by itself: the arrival is then a same-site navigation, which reads the session.
    expect(result.status).toBe(200)
    expect(result.landing).toBe('/favorites')
    expect(result.text).toContain('<a href="/favorites">Continue</a>')
    expect(result.cookies[`oauth-${provider}`].raw).toMatch(/Max-Age=0/)
    expect(result.cookies['payload-token'].raw).toMatch(/HttpOnly/)
    // The signed-in hint beside it, which the page's scripts read (src/lib/auth/signedInHint.ts).
    expect(result.cookies['signed-in'].raw).toMatch(/^signed-in=1; Max-Age=\d+; Path=\/; SameSite=Lax$/)
    expect((await whoIs(result.session))?.email).toBe(email)

    const [account, ...others] = await accountsWithEmail(email)
    expect(others).toEqual([])
    expect(account).toMatchObject({ role: 'member', has_password: false, first_name: 'Lydia', last_name: 'of Thyatira' })
  })

  it('links to the existing account with that e-mail, in any letter case; a proven account keeps its password and sessions', async () => {
    const member = await createUser({ email: uniqueEmail('existing'), emailVerified: true })
    const before = await sessionCookie(member)
    const result = await roundTrip('google', { email: member.email.toUpperCase() })
    expect(result.landing).toBe('/')
    expect((await whoIs(result.session))?.id).toBe(member.id)
    const accounts = await accountsWithEmail(member.email)
    expect(accounts).toHaveLength(1)
    expect(accounts[0]).toMatchObject({ has_password: true, email_verified: true, first_name: 'Test' })
    expect((await whoIs(before))?.id).toBe(member.id)
  })

  it('takes an account whose address nobody proved away from whoever registered it: its password and sessions end', async () => {
    // Someone registered the victim's address with a password of their own, and is signed in.
    const squatter = await createUser({ email: uniqueEmail('unproven') })
    const squatterSession = await sessionCookie(squatter)
    const result = await roundTrip('github', { email: squatter.email })
    expect((await whoIs(result.session))?.id).toBe(squatter.id)
    expect(await accountsWithEmail(squatter.email)).toEqual([expect.objectContaining({ has_password: false, email_verified: true })])
    expect(await whoIs(squatterSession)).toBeNull()
    const again = await call(login, '/api/auth/login', { method: 'POST', body: { email: squatter.email, password: TEST_PASSWORD } })
    expect(again.status).toBe(401)
    // The owner's own session goes on.
    expect((await whoIs(result.session))?.id).toBe(squatter.id)
  })

  it('reaches the same account again, through any provider with the same e-mail', async () => {
    const email = uniqueEmail('twice')
    const first = await whoIs((await roundTrip('github', { email, firstName: 'Ada' })).session)
    const second = await whoIs((await roundTrip('apple', { email })).session)
    const third = await whoIs((await roundTrip('google', { email })).session)
    expect(first?.id).toBeDefined()
    expect(second?.id).toBe(first?.id)
    expect(third?.id).toBe(first?.id)
    expect(await accountsWithEmail(email)).toHaveLength(1)
  })

  it("counts as a sign-in for the throttle: the address becomes trusted for the account", async () => {
    const email = uniqueEmail('trusted')
    const address = freshAddress()
    await roundTrip('google', { email }, { address })
    const drizzle = await drizzleFor(await testPayload())
    const { rows } = await drizzle.execute(sql`SELECT 1 FROM login_throttle WHERE kind = 'trusted' AND email = ${email} AND address = ${normalizeAddress(address)}`)
    expect(rows).toHaveLength(1)
  })

  it('never signs in the creator (admin) account through a provider', async () => {
    const admin = await createUser({ email: uniqueEmail('creator'), role: 'admin' })
    const result = await roundTrip('google', { email: admin.email }, { next: '/favorites' })
    expect(result.status).toBe(303)
    expect(result.landing).toBe('/login?next=%2Ffavorites&error=oauth-password-only')
    expect(result.session).toBeNull()
  })
})

describe('GET /api/auth/{provider}/callback: refusals end on /login with a reason, never a 500', () => {
  it.each(PROVIDERS)('%s: denied consent → oauth-cancelled, next kept', async (provider) => {
    const result = await roundTrip(provider, { decision: 'deny' }, { next: '/favorites' })
    expect(result.status).toBe(303)
    expect(result.landing).toBe('/login?next=%2Ffavorites&error=oauth-cancelled')
    expect(result.session).toBeNull()
  })

  it.each(PROVIDERS)('%s: an unverified e-mail → oauth-unverified-email, and no account is made', async (provider) => {
    const email = uniqueEmail(`unverified-${provider}`)
    const result = await roundTrip(provider, { email, emailVerified: false }, { next: '/favorites' })
    expect(result.landing).toBe('/login?next=%2Ffavorites&error=oauth-unverified-email')
    expect(result.session).toBeNull()
    expect(await accountsWithEmail(email)).toEqual([])
  })

  it('an unverified e-mail does not reach an existing account either', async () => {
    const member = await createUser({ email: uniqueEmail('target') })
    const result = await roundTrip('google', { email: member.email, emailVerified: false })
    expect(result.landing).toBe('/login?error=oauth-unverified-email')
    expect(result.session).toBeNull()
  })

  it('a tampered state → oauth-invalid-state', async () => {
    const begun = await begin('google', { next: '/favorites' })
    const query = await callbackQuery('google', begun.location, { email: uniqueEmail('tampered') })
    query.set('state', `${query.get('state')}x`)
    const res = await finish('google', query, begun.stateCookie)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/login?error=oauth-invalid-state')
    expect(setCookies(res.headers)['payload-token']).toBeUndefined()
  })

  it('a missing state, or a callback address from another browser (no state cookie) → oauth-invalid-state', async () => {
    const begun = await begin('google')
    const query = await callbackQuery('google', begun.location, { email: uniqueEmail('csrf') })
    const withoutState = new URLSearchParams(query)
    withoutState.delete('state')
    expect(landingOf(await finish('google', withoutState, begun.stateCookie))).toBe('/login?error=oauth-invalid-state')
    // Someone else's browser opening this address (login CSRF): no cookie, or another attempt's.
    expect(landingOf(await finish('google', query, ''))).toBe('/login?error=oauth-invalid-state')
    const other = await begin('google')
    expect(landingOf(await finish('google', query, other.stateCookie))).toBe('/login?error=oauth-invalid-state')
  })

  it('a replayed callback (state and code used once already) → oauth-invalid-state', async () => {
    const email = uniqueEmail('replay')
    const begun = await begin('github')
    const query = await callbackQuery('github', begun.location, { email })
    const first = await finish('github', query, begun.stateCookie)
    expect(first.status).toBe(200)
    const again = await finish('github', query, begun.stateCookie)
    expect(again.status).toBe(303)
    expect(again.headers.get('location')).toBe('/login?error=oauth-invalid-state')
    expect(setCookies(again.headers)['payload-token']).toBeUndefined()
  })

  it('a replayed code with a fresh state → oauth-failed (the provider refuses it)', async () => {
    for (const provider of PROVIDERS) {
      const used = await begin(provider)
      const usedQuery = await callbackQuery(provider, used.location, { email: uniqueEmail(`code-${provider}`) })
      expect((await finish(provider, usedQuery, used.stateCookie)).status).toBe(200)

      const fresh = await begin(provider)
      const query = new URLSearchParams({ code: usedQuery.get('code')!, state: fresh.state })
      const res = await finish(provider, query, fresh.stateCookie)
      expect(res.headers.get('location')).toBe('/login?error=oauth-failed')
    }
  })

  it('an expired state (over ten minutes) → oauth-invalid-state', async () => {
    const begun = await begin('google')
    const query = await callbackQuery('google', begun.location, { email: uniqueEmail('late') })
    await expireAttempt(begun.state)
    expect(landingOf(await finish('google', query, begun.stateCookie))).toBe('/login?error=oauth-invalid-state')
  })

  it.each(PROVIDERS)('%s: the token endpoint refusing the code → oauth-failed', async (provider) => {
    const result = await roundTrip(provider, { email: uniqueEmail('refused'), tokenError: 'invalid_grant' }, { next: '/favorites' })
    expect(result.landing).toBe('/login?next=%2Ffavorites&error=oauth-failed')
  })

  it('a provider that is down → oauth-failed', async () => {
    const down = await closedPort()
    await withEnv({ GOOGLE_TOKEN_URL: `${down}/token`, GITHUB_API_URL: down }, async () => {
      expect((await roundTrip('google', { email: uniqueEmail('down') })).landing).toBe('/login?error=oauth-failed')
      expect((await roundTrip('github', { email: uniqueEmail('down') })).landing).toBe('/login?error=oauth-failed')
    })
  })

  it('a wrong client secret (the provider says invalid_client) → oauth-failed', async () => {
    await withEnv({ GOOGLE_CLIENT_SECRET: 'not-the-secret' }, async () => {
      expect((await roundTrip('google', { email: uniqueEmail('secret') })).landing).toBe('/login?error=oauth-failed')
    })
  })

  it.each([
    ['another nonce', { nonce: 'not-this-sign-in' }],
    ['another audience', { aud: 'someone-else' }],
    ['another issuer', { iss: 'https://issuer.invalid' }],
    ['an expired token', { exp: Math.floor(Date.now() / 1000) - 3600 }],
  ])('an ID token with %s → oauth-failed', async (_label, change) => {
    // The mock signs two tokens per exchange (access, then ID); change both.
    const service = fake.service('google')
    const tamper = (token: { payload: Record<string, unknown> }) => Object.assign(token.payload, change)
    service.on('beforeTokenSigning', tamper)
    try {
      const email = uniqueEmail('claims')
      expect((await roundTrip('google', { email })).landing).toBe('/login?error=oauth-failed')
      expect(await accountsWithEmail(email)).toEqual([])
    } finally {
      service.off('beforeTokenSigning', tamper)
    }
  })

  it.each([
    ['NUL bytes', { state: 'a\0b', code: '\0' }],
    ['a huge state', { state: 'x'.repeat(10_000), code: 'c' }],
    ['repeated parameters', 'state=a&state=b&code=c&code=d'],
    ['an error without a state', { error: 'access_denied' }],
    ['nothing at all', {}],
  ])('%s → oauth-invalid-state', async (_label, query) => {
    const res = await finish('google', typeof query === 'string' ? query : new URLSearchParams(query), 'oauth-google=a')
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/login?error=oauth-invalid-state')
  })

  it('an unknown provider answers 404; an unconfigured one ends on provider-unavailable', async () => {
    const unknown = await call(callback, '/api/auth/facebook/callback', { params: { provider: 'facebook' } })
    expect(unknown.status).toBe(404)
    await withEnv({ GOOGLE_CLIENT_ID: undefined }, async () => {
      const res = await finish('google', 'code=a&state=b', 'oauth-google=b')
      expect(res.headers.get('location')).toBe('/login?error=provider-unavailable')
    })
  })
})

describe("POST /api/auth/{provider}/callback: Apple's cross-site form_post", () => {
  it('is accepted from Apple’s origin and moves to the GET, where the browser’s cookies come along', async () => {
    const begun = await begin('apple', { next: '/favorites' })
    const answer = await authorize('apple', begun.location, { email: uniqueEmail('apple'), firstName: 'Priscilla' })
    expect(answer.formPost).toBe(true)
    const moved = await postForm('apple', answer.query)
    expect(moved.status).toBe(303)
    const location = new URL(moved.headers.get('location')!, serverUrl())
    expect(location.pathname).toBe('/api/auth/apple/callback')
    expect(location.searchParams.get('state')).toBe(begun.state)
    expect(JSON.parse(location.searchParams.get('user')!)).toMatchObject({ name: { firstName: 'Priscilla' } })
    const res = await finish('apple', location.searchParams, begun.stateCookie)
    expect(landingOf(res)).toBe('/favorites')
  })

  it('refuses an oversized form (413) and carries nothing from a body that is not a form', async () => {
    const big = await postForm('apple', new URLSearchParams({ code: 'c', state: 's', user: 'x'.repeat(20_000) }))
    expect(big.status).toBe(413)

    const json = await call(formPost, '/api/auth/apple/callback', {
      method: 'POST',
      params: { provider: 'apple' },
      body: { code: 'c', state: 's' },
      origin: 'https://appleid.apple.com',
    })
    expect(json.status).toBe(303)
    expect(json.headers.get('location')).toBe('/api/auth/apple/callback?')
  })
})
