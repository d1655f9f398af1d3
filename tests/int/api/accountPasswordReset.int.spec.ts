import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { POST as forgot } from '@/app/(frontend)/api/auth/forgot-password/route'
import { POST as login } from '@/app/(frontend)/api/auth/login/route'
import { POST as reset } from '@/app/(frontend)/api/auth/reset-password/route'
import { hashLinkToken } from '@/lib/auth/linkToken'
import { FORGOT_PASSWORD_SENT, RESET_LINK_INVALID, resetLinkUsable } from '@/lib/auth/passwordReset'
import { serverUrl } from '@/lib/serverUrl'
import { call, sessionCookie, TEST_PASSWORD } from '../../api'
import { createUser, testPayload } from '../../factories'
import { accountColumns, expireAccountLinks, linkToken, markWithoutPassword, whoIs } from '../../factories/accountSettings'
import { cookieFrom, from, uniqueAddress, uniqueEmail } from '../../factories/auth'
import { mailsTo } from '../../setup/smtp'
import { rest } from '../cms/rest'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const RESET_SUBJECT = /^Reset your .* password$/
const NEW_PASSWORD = 'a fresh password after forgetting'

const askForLink = (email: unknown, address = uniqueAddress()) =>
  call(forgot, '/api/auth/forgot-password', { method: 'POST', body: { email }, headers: from(address) })

const openLink = (token: unknown, password: unknown = NEW_PASSWORD) =>
  call(reset, '/api/auth/reset-password', { method: 'POST', body: { token, password }, headers: from(uniqueAddress()) })

const resetToken = (email: string, nth?: number) => linkToken(email, RESET_SUBJECT, '/reset-password', nth)

const signsIn = async (email: string, password: string) =>
  (await call(login, '/api/auth/login', { method: 'POST', body: { email, password }, headers: from(uniqueAddress()) })).status === 200

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('POST /api/auth/forgot-password', () => {
  it("e-mails a link to the site's reset page; the database keeps only its hash", async () => {
    const member = await createUser()
    const res = await askForLink(member.email.toUpperCase())
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ message: FORGOT_PASSWORD_SENT })
    const token = await resetToken(member.email)
    const mail = (await mailsTo(member.email)).at(-1)!
    expect(mail.text).toContain(`${serverUrl()}/reset-password?token=${token}`)
    const stored = await accountColumns(member.id)
    expect(stored.reset_password_token).toBe(hashLinkToken(token))
    const expiresIn = Date.parse(stored.reset_password_expiration!) - Date.now()
    expect(expiresIn).toBeGreaterThan(59 * 60 * 1000)
    expect(expiresIn).toBeLessThanOrEqual(60 * 60 * 1000)
  })

  it('answers an unknown address exactly like a known one, sends it nothing, and takes about as long', async () => {
    const member = await createUser()
    const nobody = uniqueEmail('nobody')
    const known = await askForLink(member.email)
    const unknown = await askForLink(nobody)
    expect(unknown.status).toBe(known.status)
    expect(unknown.text).toBe(known.text)
    expect([...unknown.headers.keys()].sort()).toEqual([...known.headers.keys()].sort())
    await wait(500)
    expect(await mailsTo(nobody)).toHaveLength(0)

    // Each sample a new account and a new address, so no limit is reached.
    const time = async (email: string) => {
      const started = performance.now()
      expect((await askForLink(email)).status).toBe(200)
      return performance.now() - started
    }
    const knownTimes: number[] = []
    const unknownTimes: number[] = []
    for (let i = 0; i < 4; i++) {
      knownTimes.push(await time((await createUser()).email))
      unknownTimes.push(await time(uniqueEmail('ghost')))
    }
    const [a, b] = [Math.min(...knownTimes), Math.min(...unknownTimes)]
    // The e-mail is sent after the answer; what is left on the request's path is the same work.
    expect(Math.abs(a - b)).toBeLessThan(Math.max(a, b) * 0.5 + 20)
  })

  it('is limited per address asked about (3 an hour), known or not, from any client', async () => {
    const member = await createUser()
    for (const email of [member.email, uniqueEmail('unknown-limit')]) {
      const statuses = []
      for (let i = 0; i < 4; i++) statuses.push((await askForLink(email)).status)
      expect(statuses, email).toEqual([200, 200, 200, 429])
    }
    expect((await mailsTo(member.email)).filter((m) => RESET_SUBJECT.test(m.subject)).length).toBeLessThanOrEqual(3)
  })

  it('is limited per client address (5 an hour), whichever addresses it asks about', async () => {
    const address = uniqueAddress()
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await askForLink(uniqueEmail('spray'), address)).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    const refused = await askForLink(uniqueEmail('spray'), address)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.json.message).toMatch(/^Too many requests/)
  })

  it.each([[{}], [{ email: '' }], [{ email: 'not-an-address' }], [{ email: 42 }], [{ email: 'a\u0000@example.test' }]])(
    'refuses %j with 400 on the e-mail field',
    async (body) => {
      const res = await call(forgot, '/api/auth/forgot-password', { method: 'POST', body, headers: from(uniqueAddress()) })
      expect(res.status).toBe(400)
      expect(typeof res.json.errors.email).toBe('string')
    },
  )

  it('refuses another site and a huge body', async () => {
    const member = await createUser()
    const crossSite = await call(forgot, '/api/auth/forgot-password', { method: 'POST', body: { email: member.email }, origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
    expect((await call(forgot, '/api/auth/forgot-password', { method: 'POST', body: { email: 'x'.repeat(200 * 1024) } })).status).toBe(413)
    await wait(300)
    expect(await mailsTo(member.email)).toHaveLength(0)
  })

  it("takes the page's plain form and redirects back to it", async () => {
    const form = (body: string, address = uniqueAddress()) =>
      call(forgot, '/api/auth/forgot-password', {
        method: 'POST',
        rawBody: body,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...from(address) },
      })
    expect((await form(`email=${encodeURIComponent(uniqueEmail('form'))}`)).headers.get('location')).toBe('/forgot-password?sent=1')
    expect((await form('email=nope')).headers.get('location')).toBe('/forgot-password?error=invalid')
  })
})

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, ends every session, and signs this browser in with a new one', async () => {
    const [member, other] = await Promise.all([createUser(), createUser()])
    const before = [await sessionCookie(member), await sessionCookie(member)]
    const othersSession = await sessionCookie(other)
    await askForLink(member.email)
    const token = await resetToken(member.email)
    expect(await resetLinkUsable(payload, token)).toBe(true)

    const res = await openLink(token)
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ id: member.id, email: member.email, firstName: 'Test', lastName: 'Member', createdAt: member.createdAt })
    const fresh = cookieFrom(res.headers)
    expect(await whoIs(fresh)).toBe(member.id)
    for (const cookie of before) expect(await whoIs(cookie)).toBeNull()
    expect(await whoIs(othersSession)).toBe(other.id)

    expect(await signsIn(member.email, NEW_PASSWORD)).toBe(true)
    expect(await signsIn(member.email, TEST_PASSWORD)).toBe(false)
    expect(await signsIn(other.email, TEST_PASSWORD)).toBe(true)
    // The link came to the account's inbox: the address counts as proven from now on.
    expect(await accountColumns(member.id)).toMatchObject({ reset_password_token: null, email_verified: true })
  })

  it('works once: a second use of the link is a 400 with a clear message', async () => {
    const member = await createUser()
    await askForLink(member.email)
    const token = await resetToken(member.email)
    expect((await openLink(token)).status).toBe(200)
    const again = await openLink(token, 'yet another new password')
    expect(again.status).toBe(400)
    expect(again.json).toEqual({ message: RESET_LINK_INVALID, errors: { token: RESET_LINK_INVALID } })
    expect(again.headers.get('set-cookie')).toBeNull()
    expect(await signsIn(member.email, NEW_PASSWORD)).toBe(true)
    expect(await resetLinkUsable(payload, token)).toBe(false)
  })

  it('refuses an expired link', async () => {
    const member = await createUser()
    await askForLink(member.email)
    const token = await resetToken(member.email)
    await expireAccountLinks(member.id)
    expect(await resetLinkUsable(payload, token)).toBe(false)
    const res = await openLink(token)
    expect(res.status).toBe(400)
    expect(res.json.message).toBe(RESET_LINK_INVALID)
    expect(await signsIn(member.email, TEST_PASSWORD)).toBe(true)
  })

  it('only the newest link works, and the stored hash itself is no link', async () => {
    const member = await createUser()
    await askForLink(member.email)
    const first = await resetToken(member.email, 1)
    await askForLink(member.email)
    const second = await resetToken(member.email, 2)
    expect(second).not.toBe(first)
    expect((await openLink(first)).status).toBe(400)
    expect((await openLink(hashLinkToken(second))).status).toBe(400)
    expect((await openLink(second)).status).toBe(200)
  })

  it("reaches only the link's own account", async () => {
    const [alice, bob] = await Promise.all([createUser(), createUser()])
    await askForLink(alice.email)
    const token = await resetToken(alice.email)
    const res = await call(reset, '/api/auth/reset-password', {
      method: 'POST',
      body: { token, password: NEW_PASSWORD, email: bob.email, id: bob.id },
      headers: from(uniqueAddress()),
    })
    expect(res.json.id).toBe(alice.id)
    expect(await signsIn(bob.email, TEST_PASSWORD)).toBe(true)
    expect(await signsIn(bob.email, NEW_PASSWORD)).toBe(false)
  })

  it('follows the registration rules and keeps the link usable after a refused password', async () => {
    const member = await createUser()
    await askForLink(member.email)
    const token = await resetToken(member.email)
    for (const [password, message] of [
      ['short', 'Password must be at least 8 characters.'],
      ['password123', 'This password is too common. Please choose a less predictable one.'],
      ['x'.repeat(129), 'Password must be at most 128 characters.'],
    ]) {
      const res = await openLink(token, password)
      expect(res.status, password).toBe(400)
      expect(res.json.errors.password).toBe(message)
    }
    expect((await openLink(token)).status).toBe(200)
  })

  it('gives an account made through a social provider its first password', async () => {
    const member = await createUser()
    await markWithoutPassword(member.id)
    await askForLink(member.email)
    expect((await openLink(await resetToken(member.email))).status).toBe(200)
    expect((await accountColumns(member.id)).has_password).toBe(true)
  })

  it.each([[{}], [{ token: '' }], [{ token: 42, password: NEW_PASSWORD }], [{ token: 'a\u0000b', password: NEW_PASSWORD }]])(
    'refuses %j with 400',
    async (body) => {
      const res = await call(reset, '/api/auth/reset-password', { method: 'POST', body, headers: from(uniqueAddress()) })
      expect(res.status).toBe(400)
      expect(res.headers.get('set-cookie')).toBeNull()
    },
  )

  it('answers an unknown, malformed or hostile token with the same 400', async () => {
    for (const token of ['x'.repeat(43), 'short', "' OR 1=1 --", 'A'.repeat(200)]) {
      const res = await openLink(token)
      expect(res.status, token).toBe(400)
      expect(res.json.message).toBe(RESET_LINK_INVALID)
    }
  })

  it("takes the page's plain form: on to the account page signed in, or back to the link saying why", async () => {
    const member = await createUser()
    await askForLink(member.email)
    const token = await resetToken(member.email)
    const form = (password: string) =>
      call(reset, `/api/auth/reset-password?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        rawBody: new URLSearchParams({ token, password }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...from(uniqueAddress()) },
      })
    const weak = await form('short')
    expect(weak.headers.get('location')).toBe(`/reset-password?token=${token}&error=password`)
    const done = await form(NEW_PASSWORD)
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe('/account?password=reset#password')
    expect(await whoIs(cookieFrom(done.headers))).toBe(member.id)
    expect((await form('another new password')).headers.get('location')).toBe(`/reset-password?token=${token}&error=link`)
  })
})

describe('Payload’s own reset endpoints (/cms-api/users/forgot-password and reset-password)', () => {
  it('take only the e-mailed token: the hash a copy of the database holds resets nothing', async () => {
    const member = await createUser()
    await askForLink(member.email)
    const token = await resetToken(member.email)
    const stored = String((await accountColumns(member.id)).reset_password_token)
    expect(stored).toBe(hashLinkToken(token))
    const withHash = await rest('POST', '/users/reset-password', { body: { token: stored, password: NEW_PASSWORD } })
    expect(withHash.status).toBeGreaterThanOrEqual(400)
    expect(withHash.status).toBeLessThan(500)
    expect(await signsIn(member.email, NEW_PASSWORD)).toBe(false)
    const withToken = await rest('POST', '/users/reset-password', { body: { token, password: NEW_PASSWORD } })
    expect(withToken.status, withToken.text).toBe(200)
    expect(await signsIn(member.email, NEW_PASSWORD)).toBe(true)
  })

  it('keep the admin panel’s own “Forgot password” token hashed too, and its e-mailed token works', async () => {
    const editor = await createUser({ role: 'editor' })
    // Payload's own e-mail is HTML alone: read the link from what it hands the mailer.
    const sent = vi.spyOn((await testPayload()).email, 'sendEmail')
    const asked = await rest('POST', '/users/forgot-password', { body: { email: editor.email }, headers: from(uniqueAddress()) })
    expect(asked.status, asked.text).toBe(200)
    const html = String((sent.mock.calls.at(-1)?.[0] as { html?: unknown } | undefined)?.html ?? '')
    sent.mockRestore()
    const token = /\/reset\/([A-Za-z0-9_-]+)/.exec(html)?.[1]
    expect(token, html).toBeTruthy()
    expect(String((await accountColumns(editor.id)).reset_password_token)).toBe(hashLinkToken(token!))
    const done = await rest('POST', '/users/reset-password', { body: { token, password: NEW_PASSWORD } })
    expect(done.status, done.text).toBe(200)
    expect(await signsIn(editor.email, NEW_PASSWORD)).toBe(true)
  })
})
