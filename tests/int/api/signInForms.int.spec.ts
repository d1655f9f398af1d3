import { describe, expect, it, vi } from 'vitest'

import { POST as login } from '@/app/(frontend)/api/auth/login/route'
import { POST as register } from '@/app/(frontend)/api/auth/register/route'
import { GET as currentUser } from '@/app/(frontend)/api/auth/user/route'
import { SIGN_IN_FORM_ERRORS } from '@/lib/auth/signInFormErrors'
import { call, TEST_PASSWORD } from '../../api'
import { createUser } from '../../factories'
import { browser, cookieFrom, from, uniqueAddress, uniqueEmail } from '../../factories/auth'
import { withDroppedConnection } from '../db/droppedConnection'

/** The login page's forms as a browser sends them before the page's JavaScript has loaded. */
const FORM = { 'content-type': 'application/x-www-form-urlencoded' }
const post = (handler: typeof login, path: string, fields: Record<string, string>, next?: string, origin?: string) =>
  call(handler, path, {
    method: 'POST',
    query: next === undefined ? undefined : { next },
    rawBody: new URLSearchParams(fields).toString(),
    headers: { ...FORM, ...from(uniqueAddress()) },
    origin,
  })

const location = (res: { headers: Headers }) => res.headers.get('location')

describe('the sign-in forms without JavaScript', () => {
  it('say the site could not reach its database, not that the password was wrong, during an outage', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const member = await createUser()
    const { result: res } = await withDroppedConnection('before-write', /^select .* from "users"/i, () =>
      post(login, '/api/auth/login', { email: member.email, password: TEST_PASSWORD }),
    )
    expect(res.status).toBe(303)
    expect(location(res)).toBe('/login?error=unavailable')
    expect(SIGN_IN_FORM_ERRORS.unavailable).toBe('The site could not reach its database just now. Please try again in a moment.')
    vi.restoreAllMocks()
  })

  it('signs in and goes on to the same-site next with the session cookie', async () => {
    const member = await createUser()
    const res = await post(login, '/api/auth/login', { email: member.email, password: TEST_PASSWORD }, '/favorites')
    expect(res.status).toBe(303)
    expect(location(res)).toBe('/favorites')
    const cookie = cookieFrom(res.headers)
    const me = await call(currentUser, '/api/auth/user', { cookie, headers: browser })
    expect(me.json).toMatchObject({ email: member.email })
  })

  it('never sends the browser to another site', async () => {
    const member = await createUser()
    for (const next of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
      const res = await post(login, '/api/auth/login', { email: member.email, password: TEST_PASSWORD }, next)
      expect(location(res)).toBe('/')
    }
  })

  it('comes back to the form with a code, never the password, on a wrong password or a bad field', async () => {
    const member = await createUser()
    const wrong = await post(login, '/api/auth/login', { email: member.email, password: 'not-the-password' }, '/dashboard')
    expect(wrong.status).toBe(303)
    expect(location(wrong)).toBe('/login?next=%2Fdashboard&error=login-failed')
    expect(wrong.headers.get('set-cookie')).toBeNull()

    const blank = await post(login, '/api/auth/login', { email: 'not-an-address', password: '' })
    expect(location(blank)).toBe('/login?error=login-failed')
  })

  it('registers a member and signs them in, or says why not in register mode', async () => {
    const email = uniqueEmail()
    const made = await post(register, '/api/auth/register', { email, password: 'quiet harbour lamp', firstName: '', lastName: '' }, '/account')
    expect(made.status).toBe(303)
    expect(location(made)).toBe('/account')
    expect(cookieFrom(made.headers)).toMatch(/^payload-token=/)

    const again = await post(register, '/api/auth/register', { email, password: 'quiet harbour lamp' })
    expect(location(again)).toBe('/login?mode=register&error=register-email-taken')
    const weak = await post(register, '/api/auth/register', { email: uniqueEmail(), password: 'password' })
    expect(location(weak)).toBe('/login?mode=register&error=register-invalid')
  })

  it('refuses a form from another site like any other mutation', async () => {
    const member = await createUser()
    const res = await post(login, '/api/auth/login', { email: member.email, password: TEST_PASSWORD }, undefined, 'https://evil.example')
    expect(res.status).toBe(303)
    expect(location(res)).toBe('/login?error=login-failed')
    expect(res.headers.get('set-cookie')).toBeNull()
  })

  it('keeps answering JSON to the site’s own requests', async () => {
    const member = await createUser()
    const res = await call(login, '/api/auth/login', { method: 'POST', body: { email: member.email, password: 'nope-nope-nope' }, headers: from(uniqueAddress()) })
    expect(res.status).toBe(401)
    expect(res.json).toEqual({ message: expect.any(String) })
  })

  it('has a message for every code the forms can come back with', () => {
    for (const message of Object.values(SIGN_IN_FORM_ERRORS)) expect(message.length).toBeGreaterThan(10)
  })
})
