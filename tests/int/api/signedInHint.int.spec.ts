import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { DELETE as deleteAccount } from '@/app/(frontend)/api/account/route'
import { POST as forgot } from '@/app/(frontend)/api/auth/forgot-password/route'
import { POST as login } from '@/app/(frontend)/api/auth/login/route'
import { GET as logoutLink, POST as logout } from '@/app/(frontend)/api/auth/logout/route'
import { POST as register } from '@/app/(frontend)/api/auth/register/route'
import { POST as reset } from '@/app/(frontend)/api/auth/reset-password/route'
import { GET as currentUser } from '@/app/(frontend)/api/auth/user/route'
import { endSession } from '@/lib/auth/signOut'
import { call, TEST_PASSWORD } from '../../api'
import { createUser, testPayload } from '../../factories'
import { linkToken } from '../../factories/accountSettings'
import { browser, cookieAttributes, cookieFrom, from, resetToken, uniqueAddress, uniqueEmail } from '../../factories/auth'
import { rest } from '../cms/rest'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

/**
 * The signed-in hint (src/lib/auth/signedInHint.ts): the browser's scripts ask for the signed-in
 * user only while it is there, so every way a session starts must set it and every way one ends
 * must clear it.
 */
const HINT = 'signed-in'
const TWO_WEEKS = String(60 * 60 * 24 * 14)
const FORM = { 'content-type': 'application/x-www-form-urlencoded' }
const NEW_PASSWORD = 'a fresh password for the hint'

/** Set beside a working session cookie: readable by scripts, Lax, site-wide, for as long as the session. */
const expectHintSet = (headers: Headers) => {
  expect(cookieFrom(headers)).toMatch(/^payload-token=.+/)
  expect(cookieFrom(headers, HINT)).toBe('signed-in=1')
  const attributes = cookieAttributes(headers, HINT)
  expect(attributes.httponly).toBeUndefined()
  expect(attributes.samesite).toBe('Lax')
  expect(attributes.path).toBe('/')
  expect(attributes['max-age']).toBe(TWO_WEEKS)
  // Not in tests (NODE_ENV=test), like the session cookie; tests/unit/signedInHint.spec.ts covers production.
  expect(attributes.secure).toBeUndefined()
}

const expectHintCleared = (headers: Headers) => {
  expect(cookieFrom(headers, HINT)).toBe('signed-in=')
  const attributes = cookieAttributes(headers, HINT)
  expect(attributes['max-age']).toBe('0')
  expect(attributes.path).toBe('/')
  expect(attributes.samesite).toBe('Lax')
}

const hintIn = (headers: Headers) => headers.getSetCookie().filter((cookie) => cookie.startsWith(`${HINT}=`))

const signIn = (email: string) => call(login, '/api/auth/login', { method: 'POST', body: { email, password: TEST_PASSWORD }, headers: from(uniqueAddress()) })

const signedIn = async () => {
  const member = await createUser()
  const res = await signIn(member.email)
  return { member, session: cookieFrom(res.headers) }
}

const whoAmI = (cookie: string | undefined, headers: Record<string, string> = browser) => call(currentUser, '/api/auth/user', { cookie, headers })

describe('the signed-in hint is set wherever a session starts', () => {
  it('by the site’s sign-in, with the script, and with the form sent before the page’s JavaScript', async () => {
    const member = await createUser()
    expectHintSet((await signIn(member.email)).headers)

    const form = await call(login, '/api/auth/login', {
      method: 'POST',
      rawBody: new URLSearchParams({ email: member.email, password: TEST_PASSWORD }).toString(),
      headers: { ...FORM, ...from(uniqueAddress()) },
    })
    expect(form.status).toBe(303)
    expectHintSet(form.headers)
  })

  it('by registration, which signs the new member in, in both ways', async () => {
    const json = await call(register, '/api/auth/register', {
      method: 'POST',
      body: { email: uniqueEmail('hint'), password: 'quiet harbour lamp' },
      headers: from(uniqueAddress()),
    })
    expect(json.status).toBe(201)
    expectHintSet(json.headers)

    const form = await call(register, '/api/auth/register', {
      method: 'POST',
      rawBody: new URLSearchParams({ email: uniqueEmail('hint-form'), password: 'quiet harbour lamp', firstName: '', lastName: '' }).toString(),
      headers: { ...FORM, ...from(uniqueAddress()) },
    })
    expect(form.status).toBe(303)
    expectHintSet(form.headers)
  })

  it('by a reset link, which signs this browser in with the new password', async () => {
    const member = await createUser()
    await call(forgot, '/api/auth/forgot-password', { method: 'POST', body: { email: member.email }, headers: from(uniqueAddress()) })
    const token = await linkToken(member.email, /^Reset your .* password$/, '/reset-password')
    const res = await call(reset, '/api/auth/reset-password', { method: 'POST', body: { token, password: NEW_PASSWORD }, headers: from(uniqueAddress()) })
    expect(res.status).toBe(200)
    expectHintSet(res.headers)
  })

  it('by the admin panel’s sign-in, token refresh and reset link (/cms-api/users)', async () => {
    const member = await createUser()
    const signIn = await rest('POST', '/users/login', { headers: from(uniqueAddress()), body: { email: member.email, password: TEST_PASSWORD } })
    expect(signIn.status).toBe(200)
    expectHintSet(signIn.headers)

    const refreshed = await rest('POST', '/users/refresh-token', { headers: { cookie: cookieFrom(signIn.headers) } })
    expect(refreshed.status).toBe(200)
    expectHintSet(refreshed.headers)

    const token = await resetToken(member.email)
    const reset = await rest('POST', '/users/reset-password', { body: { token, password: NEW_PASSWORD } })
    expect(reset.status).toBe(200)
    expect(reset.json.token).toBeUndefined()
    expectHintSet(reset.headers)
  })

  it('never by a refused sign-in', async () => {
    const member = await createUser()
    const res = await call(login, '/api/auth/login', { method: 'POST', body: { email: member.email, password: 'not the password' }, headers: from(uniqueAddress()) })
    expect(res.status).toBe(401)
    expect(hintIn(res.headers)).toEqual([])
  })
})

describe('the signed-in hint is cleared wherever a session ends', () => {
  it('by the site’s sign-out, the script’s POST and the header’s plain link alike', async () => {
    const first = await signedIn()
    const posted = await call(logout, '/api/auth/logout', { method: 'POST', cookie: first.session })
    expectHintCleared(posted.headers)
    expect(cookieFrom(posted.headers)).toBe('payload-token=')

    const second = await signedIn()
    const linked = await call(logoutLink, '/api/auth/logout', { cookie: second.session, headers: browser })
    expect(linked.status).toBe(303)
    expectHintCleared(linked.headers)
  })

  it('by the admin panel’s sign-out', async () => {
    const { session } = await signedIn()
    const res = await rest('POST', '/users/logout', { headers: { cookie: session } })
    expect(res.status).toBe(200)
    expectHintCleared(res.headers)
  })

  it('by deleting the account', async () => {
    const { session } = await signedIn()
    const res = await call(deleteAccount, '/api/account', { method: 'DELETE', cookie: session, body: { password: TEST_PASSWORD } })
    expect(res.status).toBe(200)
    expectHintCleared(res.headers)
  })
})

describe('GET /api/auth/user and a stale hint', () => {
  it('clears the hint when the session it stood for has ended elsewhere', async () => {
    const { session } = await signedIn()
    await endSession(payload, new Request('http://localhost/api/auth/logout', { method: 'POST', headers: { cookie: session, 'sec-fetch-site': 'same-origin' } }))
    const res = await whoAmI(`${session}; ${HINT}=1`)
    expect(res.status).toBe(401)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expectHintCleared(res.headers)
    // Only the hint: the session cookie is the server's to end, and it already has.
    expect(res.headers.getSetCookie()).toHaveLength(1)
  })

  it('clears a hint that came without any session cookie', async () => {
    expectHintCleared((await whoAmI(`${HINT}=1`)).headers)
  })

  it('sets nothing for a member, nor for a visitor without the hint', async () => {
    const { member, session } = await signedIn()
    const me = await whoAmI(`${session}; ${HINT}=1`)
    expect(me.json.id).toBe(member.id)
    expect(me.headers.getSetCookie()).toEqual([])

    const visitor = await whoAmI(undefined)
    expect(visitor.status).toBe(401)
    expect(visitor.headers.getSetCookie()).toEqual([])
  })

  it('leaves the hint alone on a request from another site, where even a valid session is ignored', async () => {
    const { session } = await signedIn()
    const res = await whoAmI(`${session}; ${HINT}=1`, { 'sec-fetch-site': 'cross-site' })
    expect(res.status).toBe(401)
    expect(res.headers.getSetCookie()).toEqual([])
  })
})
