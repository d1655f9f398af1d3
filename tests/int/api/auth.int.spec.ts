import { describe, expect, it } from 'vitest'

import { GET as providerRoute } from '@/app/(frontend)/api/auth/[provider]/route'
import { POST as login } from '@/app/(frontend)/api/auth/login/route'
import { GET as logoutLink, POST as logout } from '@/app/(frontend)/api/auth/logout/route'
import { POST as register } from '@/app/(frontend)/api/auth/register/route'
import { GET as currentUser } from '@/app/(frontend)/api/auth/user/route'
import { GET as cmsGet, POST as cmsPost } from '@/app/(payload)/cms-api/[...slug]/route'
import { EMAIL_TAKEN } from '@/lib/auth/register'
import { LOGIN_FAILED } from '@/lib/auth/signIn'
import { userShape } from '@/lib/openapi/shapes'
import { call, TEST_PASSWORD } from '../../api'
import { createUser, testPayload } from '../../factories'
import { browser, cookieAttributes, cookieFrom, from, storedUser, uniqueAddress, uniqueEmail } from '../../factories/auth'

const PUBLIC_KEYS = ['createdAt', 'email', 'firstName', 'id', 'lastName']
const SECRET_KEYS = ['hash', 'salt', 'sessions', 'loginAttempts', 'lockUntil', 'resetPasswordToken', 'password', 'role']
const STRONG = 'correct horse battery staple'

const signUp = (body: unknown, headers: Record<string, string> = {}) =>
  call(register, '/api/auth/register', { method: 'POST', body, headers: { ...from(uniqueAddress()), ...headers } })

const signIn = (body: unknown, address = uniqueAddress()) =>
  call(login, '/api/auth/login', { method: 'POST', body, headers: from(address) })

const whoAmI = (cookie?: string) => call(currentUser, '/api/auth/user', { cookie, headers: browser })

const expectSessionCookie = (headers: Headers) => {
  expect(cookieFrom(headers)).toMatch(/^payload-token=[\w-]+\.[\w-]+\.[\w-]+$/)
  const attributes = cookieAttributes(headers)
  expect(attributes.httponly).toBe('true')
  expect(attributes.samesite).toBe('Lax')
  expect(attributes.path).toBe('/')
  expect(new Date(attributes.expires).getTime()).toBeGreaterThan(Date.now() + 24 * 60 * 60 * 1000)
  // Not in tests (NODE_ENV=test); tests/unit/sessionCookie.spec.ts covers production.
  expect(attributes.secure).toBeUndefined()
}

const expectCleared = (headers: Headers) => {
  expect(cookieFrom(headers)).toBe('payload-token=')
  expect(new Date(cookieAttributes(headers).expires).getTime()).toBeLessThan(Date.now())
}

describe('POST /api/auth/register', () => {
  it('creates a member, signs them in and answers 201 with the public user only', async () => {
    const email = uniqueEmail('join')
    const res = await signUp({ email, password: STRONG, firstName: ' Ruth ', lastName: 'Moab' })
    expect(res.status).toBe(201)
    expect(Object.keys(res.json).sort()).toEqual(PUBLIC_KEYS)
    expect(userShape.parse(res.json)).toMatchObject({ email, firstName: 'Ruth', lastName: 'Moab' })
    expectSessionCookie(res.headers)

    const me = await whoAmI(cookieFrom(res.headers))
    expect(me.status).toBe(200)
    expect(me.json).toEqual(res.json)
    expect((await storedUser(res.json)).role).toBe('member')
  })

  it('never makes an admin, whatever the body says', async () => {
    const res = await signUp({ email: uniqueEmail('sneaky'), password: STRONG, role: 'admin', roles: ['admin'] })
    expect(res.status).toBe(201)
    expect(res.json.role).toBeUndefined()
    expect((await storedUser(res.json)).role).toBe('member')
  })

  it('stores the e-mail trimmed and in lower case; names are optional', async () => {
    const email = uniqueEmail('Mixed.Case')
    const res = await signUp({ email: `  ${email.toUpperCase()} `, password: STRONG })
    expect(res.status).toBe(201)
    expect(res.json).toMatchObject({ email: email.toLowerCase(), firstName: null, lastName: null })
  })

  it('refuses an e-mail that already has an account, in any case, with {error} and no cookie', async () => {
    const existing = await createUser()
    for (const email of [existing.email, existing.email.toUpperCase()]) {
      const res = await signUp({ email, password: STRONG, firstName: 'Other' })
      expect(res.status).toBe(400)
      expect(res.json).toEqual({ error: EMAIL_TAKEN, message: EMAIL_TAKEN, errors: { email: EMAIL_TAKEN } })
      expect(res.headers.get('set-cookie')).toBeNull()
    }
    expect((await storedUser(existing)).firstName).toBe('Test')
  })

  it('lets one of two simultaneous sign-ups with the same e-mail win', async () => {
    const email = uniqueEmail('race')
    const answers = await Promise.all([signUp({ email, password: STRONG }), signUp({ email, password: STRONG })])
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400])
  })

  it('accepts 8 and 128 characters and no composition rules', async () => {
    for (const password of ['mustard!', 'x'.repeat(127) + 'y', 'all lower case words']) {
      const res = await signUp({ email: uniqueEmail('len'), password })
      expect(res.status, password).toBe(201)
    }
  })

  it.each([
    [{ password: STRONG }, 'email', 'This field is required.'],
    [{ email: 'not-an-email', password: STRONG }, 'email', 'Please enter a valid email address.'],
    [{ email: `${'a'.repeat(250)}@example.test`, password: STRONG }, 'email', 'Please enter a valid email address.'],
    [{ email: 42, password: STRONG }, 'email', 'This field is required.'],
    [{ email: 'x@example.test' }, 'password', 'Password is required.'],
    [{ email: 'x@example.test', password: 'seven77' }, 'password', 'Password must be at least 8 characters.'],
    [{ email: 'x@example.test', password: 'y'.repeat(128) + 'z' }, 'password', 'Password must be at most 128 characters.'],
    [{ email: 'x@example.test', password: 12345678 }, 'password', 'Password is required.'],
    [{ email: 'x@example.test', password: 'Password123' }, 'password', 'This password is too common. Please choose a less predictable one.'],
    [{ email: 'x@example.test', password: 'QWERTYUIOP' }, 'password', 'This password is too common. Please choose a less predictable one.'],
    [{ email: 'x@example.test', password: 'zzzzzzzzzz' }, 'password', 'This password is too common. Please choose a less predictable one.'],
    [{ email: 'x@example.test', password: STRONG, firstName: 'f'.repeat(101) }, 'firstName', 'First name must be at most 100 characters.'],
    [{ email: 'x@example.test', password: STRONG, lastName: 'l'.repeat(101) }, 'lastName', 'Last name must be at most 100 characters.'],
  ])('refuses invalid input %j with 400 {error, errors}', async (body, field, message) => {
    const res = await signUp(body)
    expect(res.status).toBe(400)
    expect(res.json.error).toBe(message)
    expect(res.json.errors[field]).toBe(message)
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it('answers 400 {error} for malformed JSON and bodies that are not objects', async () => {
    for (const rawBody of ['{"email":', '[]', '"text"', 'null', '42']) {
      const res = await call(register, '/api/auth/register', { method: 'POST', rawBody })
      expect(res.status, rawBody).toBe(400)
      expect(typeof res.json.error).toBe('string')
    }
  })

  it('answers 413 {error} for a body over 100 KB', async () => {
    const res = await call(register, '/api/auth/register', {
      method: 'POST',
      body: { email: uniqueEmail(), password: STRONG, firstName: 'x'.repeat(110 * 1024) },
    })
    expect(res.status).toBe(413)
    expect(res.json.error).toMatch(/too large/)
  })

  it('refuses a cross-site request with 403 {error} and creates nothing', async () => {
    const email = uniqueEmail('csrf')
    const res = await call(register, '/api/auth/register', {
      method: 'POST',
      body: { email, password: STRONG },
      origin: 'https://evil.example',
    })
    expect(res.status).toBe(403)
    expect(typeof res.json.error).toBe('string')
    const payload = await testPayload()
    expect((await payload.count({ collection: 'users', where: { email: { equals: email } } })).totalDocs).toBe(0)
  })
})

describe('POST /api/auth/login', () => {
  it('answers 200 with the public user and a session cookie that signs them in', async () => {
    const member = await createUser({ firstName: 'Lydia', lastName: 'Thyatira' })
    const res = await signIn({ email: member.email, password: TEST_PASSWORD })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({
      id: member.id,
      email: member.email,
      firstName: 'Lydia',
      lastName: 'Thyatira',
      createdAt: member.createdAt,
    })
    expectSessionCookie(res.headers)
    expect((await whoAmI(cookieFrom(res.headers))).json.id).toBe(member.id)
  })

  it('matches the e-mail whatever its case and surrounding spaces', async () => {
    const member = await createUser()
    const res = await signIn({ email: `  ${member.email.toUpperCase()}  `, password: TEST_PASSWORD })
    expect(res.status).toBe(200)
    expect(res.json.id).toBe(member.id)
  })

  it('answers 401 with the same message for an unknown e-mail and a wrong password', async () => {
    const member = await createUser()
    const answers = [
      await signIn({ email: uniqueEmail('nobody'), password: TEST_PASSWORD }),
      await signIn({ email: member.email, password: 'not-the-password' }),
      await signIn({ email: member.email, password: '        ' }),
      await signIn({ email: 'not even an e-mail', password: TEST_PASSWORD }),
    ]
    for (const res of answers) {
      expect(res.status).toBe(401)
      expect(res.json).toEqual({ message: LOGIN_FAILED })
      expect(res.headers.get('set-cookie')).toBeNull()
    }
  })

  it('takes about as long for an unknown e-mail as for a wrong password', async () => {
    const member = await createUser()
    const time = async (email: string) => {
      const started = performance.now()
      const res = await signIn({ email, password: 'a-wrong-password' })
      expect(res.status).toBe(401)
      return performance.now() - started
    }
    const known = Math.min(await time(member.email), await time(member.email))
    const unknown = Math.min(await time(uniqueEmail('ghost')), await time(uniqueEmail('ghost')))
    // Without the decoy hash an unknown e-mail answers in a small fraction of the time.
    expect(unknown).toBeGreaterThan(known * 0.5)
  })

  it('has no per-account lockout a stranger could trigger: six wrong passwords from elsewhere change nothing', async () => {
    const member = await createUser()
    for (let i = 0; i < 6; i++) {
      expect((await signIn({ email: member.email, password: `wrong-${i}` })).status).toBe(401)
    }
    expect((await signIn({ email: member.email, password: TEST_PASSWORD })).status).toBe(200)
  })

  it('throttles Payload’s own /cms-api/users/login (the admin sign-in) with the same shared limits', async () => {
    const member = await createUser()
    const address = uniqueAddress()
    const cmsLogin = (password: string) =>
      cmsPost(
        new Request('http://localhost:3000/cms-api/users/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...from(address) },
          body: JSON.stringify({ email: member.email, password }),
        }),
        { params: Promise.resolve({ slug: ['users', 'login'] }) },
      )
    for (let i = 0; i < 5; i++) expect((await cmsLogin(`wrong-${i}`)).status).toBe(401)
    expect((await cmsLogin(TEST_PASSWORD)).status).toBe(429)
    // The site's login from that address is refused too: one budget per address.
    expect((await signIn({ email: member.email, password: TEST_PASSWORD }, address)).status).toBe(429)
    // The member, from their own address, is not locked out.
    expect((await signIn({ email: member.email, password: TEST_PASSWORD })).status).toBe(200)
  })

  it.each([
    [{}, 'email'],
    [{ email: '   ', password: 'x' }, 'email'],
    [{ email: 'a@example.test' }, 'password'],
    [{ email: 'a@example.test', password: '' }, 'password'],
    [{ email: 'a@example.test', password: 'p'.repeat(1025) }, 'password'],
    [{ email: ['a@example.test'], password: 'x' }, 'email'],
    [{ email: 'a@example.test', password: { $ne: '' } }, 'password'],
  ])('answers 400 {message, errors} for %j', async (body, field) => {
    const res = await signIn(body)
    expect(res.status).toBe(400)
    expect(typeof res.json.message).toBe('string')
    expect(res.json.errors[field]).toEqual(expect.any(String))
  })

  it('answers 400 for malformed JSON or a body that is not an object, 413 over 100 KB', async () => {
    for (const rawBody of ['{', '[]', 'true']) {
      expect((await call(login, '/api/auth/login', { method: 'POST', rawBody })).status).toBe(400)
    }
    const big = await call(login, '/api/auth/login', { method: 'POST', body: { email: 'a@example.test', password: 'x'.repeat(101 * 1024) } })
    expect(big.status).toBe(413)
  })

  it('refuses a cross-site request with 403 before checking anything', async () => {
    const member = await createUser()
    const res = await call(login, '/api/auth/login', {
      method: 'POST',
      body: { email: member.email, password: TEST_PASSWORD },
      origin: 'https://evil.example',
    })
    expect(res.status).toBe(403)
    expect(res.headers.get('set-cookie')).toBeNull()
    const crossSiteNoOrigin = await call(login, '/api/auth/login', {
      method: 'POST',
      body: { email: member.email, password: TEST_PASSWORD },
      origin: null,
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    expect(crossSiteNoOrigin.status).toBe(403)
  })
})

describe('logout', () => {
  const signedIn = async () => {
    const member = await createUser()
    const res = await signIn({ email: member.email, password: TEST_PASSWORD })
    return { member, cookie: cookieFrom(res.headers) }
  }

  it('POST revokes the session on the server, clears the cookie and answers {message}', async () => {
    const { member, cookie } = await signedIn()
    const sessionsBefore = (await storedUser(member)).sessions ?? []
    const res = await call(logout, '/api/auth/logout', { method: 'POST', cookie })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ message: 'Logged out' })
    expectCleared(res.headers)

    // The old cookie, replayed, no longer authenticates: the session is gone, not just the cookie.
    expect((await whoAmI(cookie)).status).toBe(401)
    const payload = await testPayload()
    expect((await payload.auth({ headers: new Headers({ cookie, 'sec-fetch-site': 'same-origin' }) })).user).toBeNull()
    expect((await storedUser(member)).sessions ?? []).toHaveLength(sessionsBefore.length - 1)
  })

  it('ends only that session: the member stays signed in elsewhere', async () => {
    const { member, cookie: here } = await signedIn()
    const elsewhere = cookieFrom((await signIn({ email: member.email, password: TEST_PASSWORD })).headers)
    await call(logout, '/api/auth/logout', { method: 'POST', cookie: here })
    expect((await whoAmI(here)).status).toBe(401)
    expect((await whoAmI(elsewhere)).json.id).toBe(member.id)
  })

  it('GET does the same, then redirects 303 to /', async () => {
    const { cookie } = await signedIn()
    const res = await call(logoutLink, '/api/auth/logout', { cookie, headers: browser })
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe('/')
    expectCleared(res.headers)
    expect((await whoAmI(cookie)).status).toBe(401)
  })

  it('answers the same when nobody, or a forged token, is signed in', async () => {
    for (const cookie of [undefined, 'payload-token=not.a.token', 'payload-token=']) {
      const res = await call(logout, '/api/auth/logout', { method: 'POST', cookie })
      expect(res.status).toBe(200)
      expect(res.json).toEqual({ message: 'Logged out' })
      expectCleared(res.headers)
      const link = await call(logoutLink, '/api/auth/logout', { cookie })
      expect(link.status).toBe(303)
    }
  })

  it('refuses a cross-site POST with 403 and leaves the session alone', async () => {
    const { member, cookie } = await signedIn()
    const res = await call(logout, '/api/auth/logout', { method: 'POST', cookie, origin: 'https://evil.example' })
    expect(res.status).toBe(403)
    expect(res.headers.get('set-cookie')).toBeNull()
    expect((await whoAmI(cookie)).json.id).toBe(member.id)
  })

  it('a cross-site GET cannot end the session (Payload ignores the cookie)', async () => {
    const { member, cookie } = await signedIn()
    const res = await call(logoutLink, '/api/auth/logout', { cookie, headers: { 'sec-fetch-site': 'cross-site' } })
    expect(res.status).toBe(303)
    expect((await whoAmI(cookie)).json.id).toBe(member.id)
  })
})

describe('GET /api/auth/user', () => {
  it('answers 401 {message} when anonymous or the token is forged', async () => {
    for (const cookie of [undefined, 'payload-token=forged.token.value', 'payload-token=']) {
      const res = await whoAmI(cookie)
      expect(res.status).toBe(401)
      expect(res.json).toEqual({ message: expect.any(String) })
    }
  })

  it('answers exactly {id, email, firstName, lastName, createdAt}, never secrets, and is not cached', async () => {
    const member = await createUser({ role: 'admin' })
    const cookie = cookieFrom((await signIn({ email: member.email, password: TEST_PASSWORD })).headers)
    const res = await whoAmI(cookie)
    expect(res.status).toBe(200)
    expect(Object.keys(res.json).sort()).toEqual(PUBLIC_KEYS)
    for (const key of SECRET_KEYS) expect(res.json).not.toHaveProperty(key)
    expect(res.text).not.toMatch(/hash|salt|session|lock/i)
    expect(res.headers.get('cache-control')).toMatch(/no-store/)
  })

  it('each member sees only themselves', async () => {
    const [alice, bob] = await Promise.all([createUser(), createUser()])
    const [a, b] = await Promise.all(
      [alice, bob].map(async (u) => cookieFrom((await signIn({ email: u.email, password: TEST_PASSWORD })).headers)),
    )
    expect((await whoAmI(a)).json.id).toBe(alice.id)
    expect((await whoAmI(b)).json.id).toBe(bob.id)
  })

  const cmsRead = async (cookie: string, slug: string[]) => {
    const res = await cmsGet(
      new Request(`http://localhost:3000/cms-api/${slug.join('/')}`, { headers: { cookie, 'sec-fetch-site': 'same-origin' } }),
      { params: Promise.resolve({ slug }) },
    )
    expect(res.status).toBe(200)
    const body = (await res.json()) as Record<string, unknown> & { user?: Record<string, unknown> }
    return slug[1] === 'me' ? body : { user: body }
  }

  it('Payload’s own /cms-api/users/me and users/{id} do not show hashes or salts', async () => {
    // A member reaches only users/me there; an editor may read their own account by id too.
    for (const account of [await createUser(), await createUser({ role: 'editor' })]) {
      const cookie = cookieFrom((await signIn({ email: account.email, password: TEST_PASSWORD })).headers)
      const slugs = account.role === 'editor' ? [['users', 'me'], ['users', String(account.id)]] : [['users', 'me']]
      for (const slug of slugs) {
        const { user } = await cmsRead(cookie, slug)
        expect(user?.id).toBe(account.id)
        for (const key of ['hash', 'salt', 'resetPasswordToken', 'password']) {
          expect(user).not.toHaveProperty(key)
        }
      }
    }
  })

  // The session list itself stays visible to its owner (ids and dates only: without the
  // secret-signed token an id authenticates nothing).
  it('Payload’s /cms-api/users/me and its login never put the session token in a response body', async () => {
    const member = await createUser()
    const cookie = cookieFrom((await signIn({ email: member.email, password: TEST_PASSWORD })).headers)
    const me = await cmsRead(cookie, ['users', 'me'])
    expect(me).not.toHaveProperty('token')
    const res = await cmsPost(
      new Request('http://localhost:3000/cms-api/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...from(uniqueAddress()) },
        body: JSON.stringify({ email: member.email, password: TEST_PASSWORD }),
      }),
      { params: Promise.resolve({ slug: ['users', 'login'] }) },
    )
    expect(res.status).toBe(200)
    expect(await res.json()).not.toHaveProperty('token')
    expect(res.headers.get('set-cookie')).toMatch(/payload-token=.+HttpOnly/i)
  })
})

describe('GET /api/auth/{provider}', () => {
  // call() types every route's params as Record<string, string>; this route names its one.
  const providerSignIn = (req: Request, context: { params: Promise<Record<string, string>> }) =>
    providerRoute(req, context as { params: Promise<{ provider: string }> })

  it.each(['google', 'github', 'apple'])('%s redirects to the login page until it is configured', async (provider) => {
    const res = await call(providerSignIn, `/api/auth/${provider}`, { params: { provider } })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/login?error=provider-unavailable')
  })

  it.each(['facebook', 'GOOGLE', '', 'google/../admin', '%00', 'x'.repeat(5000)])('answers 404 for %j', async (provider) => {
    const res = await call(providerSignIn, '/api/auth/x', { params: { provider } })
    expect(res.status).toBe(404)
    expect(res.json).toEqual({ message: expect.any(String) })
  })
})
