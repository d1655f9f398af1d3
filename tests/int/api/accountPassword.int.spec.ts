import { describe, expect, it } from 'vitest'

import { POST as changePassword } from '@/app/(frontend)/api/account/password/route'
import { PASSWORD_CHANGED } from '@/lib/auth/passwordChange'
import { POST as login } from '@/app/(frontend)/api/auth/login/route'
import { LOGIN_THROTTLE } from '@/lib/auth/loginThrottle'
import { NO_PASSWORD_YET } from '@/lib/auth/passwordChange'
import { call, sessionCookie, TEST_PASSWORD } from '../../api'
import { createUser } from '../../factories'
import { accountColumns, markWithoutPassword, whoIs } from '../../factories/accountSettings'
import { from, uniqueAddress } from '../../factories/auth'

const PATH = '/api/account/password'
const NEW_PASSWORD = 'a brand new member password'

const change = (cookie: string | undefined, body: unknown, address = uniqueAddress()) =>
  call(changePassword, PATH, { method: 'POST', cookie, body, headers: from(address) })

const signsIn = async (email: string, password: string) =>
  (await call(login, '/api/auth/login', { method: 'POST', body: { email, password }, headers: from(uniqueAddress()) })).status === 200

describe('POST /api/account/password', () => {
  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const member = await createUser()
    const res = await change(await sessionCookie(member), { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ message: PASSWORD_CHANGED })
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(await signsIn(member.email, NEW_PASSWORD)).toBe(true)
    expect(await signsIn(member.email, TEST_PASSWORD)).toBe(false)
  })

  it('signs out every other session of the member, keeps this one, and leaves other members alone', async () => {
    const [member, other] = await Promise.all([createUser(), createUser()])
    const here = await sessionCookie(member)
    const elsewhere = await sessionCookie(member)
    const othersSession = await sessionCookie(other)
    const res = await change(here, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD })
    expect(res.status).toBe(200)
    expect(await whoIs(here)).toBe(member.id)
    expect(await whoIs(elsewhere)).toBeNull()
    expect(await whoIs(othersSession)).toBe(other.id)
    expect(await signsIn(other.email, TEST_PASSWORD)).toBe(true)
  })

  it('refuses a wrong current password with 400 on that field and changes nothing', async () => {
    const member = await createUser()
    const elsewhere = await sessionCookie(member)
    const res = await change(await sessionCookie(member), { currentPassword: 'not-the-password', newPassword: NEW_PASSWORD })
    expect(res.status).toBe(400)
    expect(res.json.errors).toEqual({ currentPassword: 'Your current password is not correct.' })
    expect(await signsIn(member.email, TEST_PASSWORD)).toBe(true)
    expect(await whoIs(elsewhere)).toBe(member.id)
  })

  it.each([
    [{ newPassword: NEW_PASSWORD }, 'currentPassword', 'Please enter your current password.'],
    [{ currentPassword: '', newPassword: NEW_PASSWORD }, 'currentPassword', 'Please enter your current password.'],
    [{ currentPassword: TEST_PASSWORD }, 'newPassword', 'Password is required.'],
    [{ currentPassword: TEST_PASSWORD, newPassword: 'short7!' }, 'newPassword', 'Password must be at least 8 characters.'],
    [{ currentPassword: TEST_PASSWORD, newPassword: 'p'.repeat(129) }, 'newPassword', 'Password must be at most 128 characters.'],
    [
      { currentPassword: TEST_PASSWORD, newPassword: 'password123' },
      'newPassword',
      'This password is too common. Please choose a less predictable one.',
    ],
    [{ currentPassword: TEST_PASSWORD, newPassword: 'nul\u0000inside-it' }, 'newPassword', 'This field contains characters that are not allowed.'],
    [{ currentPassword: TEST_PASSWORD, newPassword: 12345678 }, 'newPassword', 'Password is required.'],
  ])('refuses %j with 400 and the field message (the registration rules)', async (body, field, message) => {
    const member = await createUser()
    const res = await change(await sessionCookie(member), body)
    expect(res.status).toBe(400)
    expect(res.json.errors[field]).toBe(message)
    expect(await signsIn(member.email, TEST_PASSWORD)).toBe(true)
  })

  it('answers 401 to a visitor and 403 to another site', async () => {
    const member = await createUser()
    expect((await change(undefined, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD })).status).toBe(401)
    const crossSite = await call(changePassword, PATH, {
      method: 'POST',
      cookie: await sessionCookie(member),
      body: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      origin: 'https://evil.example',
    })
    expect(crossSite.status).toBe(403)
    expect(await signsIn(member.email, TEST_PASSWORD)).toBe(true)
  })

  it('counts wrong current passwords in the sign-in throttle (429 after the limit), then even the right one waits', async () => {
    const member = await createUser()
    const cookie = await sessionCookie(member)
    const address = uniqueAddress()
    for (let i = 0; i < LOGIN_THROTTLE.perAddress; i++) {
      expect((await change(cookie, { currentPassword: `wrong-${i}-password`, newPassword: NEW_PASSWORD }, address)).status).toBe(400)
    }
    const blocked = await change(cookie, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }, address)
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await signsIn(member.email, TEST_PASSWORD)).toBe(true)
  })

  it('tells a member whose account has no password (social sign-in) to use "Forgot password?"', async () => {
    const member = await createUser()
    await markWithoutPassword(member.id)
    const res = await change(await sessionCookie(member), { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD })
    expect(res.status).toBe(400)
    expect(res.json.errors).toEqual({ currentPassword: NO_PASSWORD_YET })
    expect((await accountColumns(member.id)).has_password).toBe(false)
  })

  it("takes the page's plain form and redirects back to the password section", async () => {
    const member = await createUser()
    const cookie = await sessionCookie(member)
    const form = (body: Record<string, string>) =>
      call(changePassword, PATH, {
        method: 'POST',
        cookie,
        rawBody: new URLSearchParams(body).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...from(uniqueAddress()) },
      })
    expect((await form({ currentPassword: 'wrong-password', newPassword: NEW_PASSWORD })).headers.get('location')).toBe(
      '/account?password=wrong#password',
    )
    expect((await form({ currentPassword: TEST_PASSWORD, newPassword: 'short' })).headers.get('location')).toBe('/account?password=invalid#password')
    const done = await form({ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD })
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe('/account?password=changed#password')
    expect(await whoIs(cookie)).toBe(member.id)
  })
})
