import { describe, expect, it } from 'vitest'

import { GET as confirm } from '@/app/(frontend)/api/account/email/confirm/route'
import { DELETE as cancel, POST as requestChange } from '@/app/(frontend)/api/account/email/route'
import { EMAIL_CHANGE_SENT } from '@/lib/auth/emailChange'
import { POST as login } from '@/app/(frontend)/api/auth/login/route'
import { SAME_ADDRESS, WRONG_PASSWORD } from '@/lib/auth/emailChange'
import { hashLinkToken } from '@/lib/auth/linkToken'
import { serverUrl } from '@/lib/serverUrl'
import { PASSWORD_TO_CHANGE_EMAIL } from '@/lib/validation/formRules'
import { call, sessionCookie, TEST_PASSWORD } from '../../api'
import { createUser } from '../../factories'
import { accountColumns, expireAccountLinks, linkToken, markWithoutPassword, whoIs } from '../../factories/accountSettings'
import { from, uniqueAddress, uniqueEmail } from '../../factories/auth'
import { mailsTo, mailTo } from '../../setup/smtp'

const PATH = '/api/account/email'
const CONFIRM_SUBJECT = /^Confirm your new e-mail address/
const REQUESTED_SUBJECT = /e-mail address was requested$/

const ask = (cookie: string | undefined, body: unknown, address = uniqueAddress()) =>
  call(requestChange, PATH, { method: 'POST', cookie, body, headers: from(address) })

const open = (token: string) => call(confirm, '/api/account/email/confirm', { query: { token } })

const confirmationToken = (address: string) => linkToken(address, CONFIRM_SUBJECT, '/api/account/email/confirm')

const signsIn = async (email: string) =>
  (await call(login, '/api/auth/login', { method: 'POST', body: { email, password: TEST_PASSWORD }, headers: from(uniqueAddress()) })).status ===
  200

describe('POST /api/account/email, then the confirmation link', () => {
  it('changes the address only when the link sent to the new one is opened', async () => {
    const member = await createUser()
    const cookie = await sessionCookie(member)
    const newAddress = uniqueEmail('moved')
    const res = await ask(cookie, { email: `  ${newAddress.toUpperCase()} `, password: TEST_PASSWORD })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ message: EMAIL_CHANGE_SENT, pending: { email: newAddress, expiresAt: expect.any(String) } })
    const expiresIn = Date.parse(res.json.pending.expiresAt) - Date.now()
    expect(expiresIn).toBeGreaterThan(59 * 60 * 1000)
    expect(expiresIn).toBeLessThanOrEqual(60 * 60 * 1000)

    // Pending: nothing has changed yet; the token is stored only as its hash.
    const token = await confirmationToken(newAddress)
    const pending = await accountColumns(member.id)
    expect(pending).toMatchObject({ email: member.email, pending_email: newAddress, email_change_token_hash: hashLinkToken(token) })
    expect(JSON.stringify(pending)).not.toContain(token)
    // The current address hears of the request at once.
    expect((await mailTo(member.email, REQUESTED_SUBJECT)).text).toContain(newAddress)

    const opened = await open(token)
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toBe(`${serverUrl()}/account?email=changed`)
    expect(opened.headers.get('referrer-policy')).toBe('no-referrer')
    expect(await accountColumns(member.id)).toMatchObject({ email: newAddress, pending_email: null, email_change_token_hash: null, email_verified: true })
    expect(await signsIn(newAddress)).toBe(true)
    expect(await signsIn(member.email)).toBe(false)
    // The session that asked is still signed in, and the old address is told the change was made.
    expect(await whoIs(cookie)).toBe(member.id)
    expect((await mailTo(member.email, /e-mail address was changed$/)).text).toContain(newAddress)
  })

  it('a link works once', async () => {
    const member = await createUser()
    const newAddress = uniqueEmail('once')
    await ask(await sessionCookie(member), { email: newAddress, password: TEST_PASSWORD })
    const token = await confirmationToken(newAddress)
    expect((await open(token)).headers.get('location')).toMatch(/\?email=changed$/)
    expect((await open(token)).headers.get('location')).toMatch(/\?email=invalid$/)
  })

  it('an expired link changes nothing', async () => {
    const member = await createUser()
    const newAddress = uniqueEmail('late')
    await ask(await sessionCookie(member), { email: newAddress, password: TEST_PASSWORD })
    const token = await confirmationToken(newAddress)
    await expireAccountLinks(member.id)
    expect((await open(token)).headers.get('location')).toMatch(/\?email=invalid$/)
    expect((await accountColumns(member.id)).email).toBe(member.email)
  })

  it('a newer request replaces the older link; cancelling withdraws the pending change', async () => {
    const member = await createUser()
    const cookie = await sessionCookie(member)
    const first = uniqueEmail('first')
    const second = uniqueEmail('second')
    await ask(cookie, { email: first, password: TEST_PASSWORD })
    const firstToken = await confirmationToken(first)
    await ask(cookie, { email: second, password: TEST_PASSWORD })
    const secondToken = await confirmationToken(second)
    expect((await open(firstToken)).headers.get('location')).toMatch(/\?email=invalid$/)

    const cancelled = await call(cancel, PATH, { method: 'DELETE', cookie })
    expect(cancelled.status).toBe(200)
    expect((await accountColumns(member.id)).pending_email).toBeNull()
    expect((await open(secondToken)).headers.get('location')).toMatch(/\?email=invalid$/)
    expect((await accountColumns(member.id)).email).toBe(member.email)
  })

  it('answers an address that already has an account exactly like a free one, and never moves to it', async () => {
    const [member, owner] = await Promise.all([createUser(), createUser()])
    const cookie = await sessionCookie(member)
    const free = await ask(cookie, { email: uniqueEmail('free'), password: TEST_PASSWORD })
    const taken = await ask(cookie, { email: owner.email, password: TEST_PASSWORD })
    expect(taken.status).toBe(free.status)
    expect(Object.keys(taken.json)).toEqual(Object.keys(free.json))
    expect(taken.json.message).toBe(free.json.message)
    expect(taken.json.pending.email).toBe(owner.email)

    // The owner is told, with no link that could work; the account keeps its address.
    const notice = await mailTo(owner.email, /asked to use your address/)
    expect(notice.text).not.toMatch(/token=/)
    expect((await mailsTo(owner.email)).filter((m) => CONFIRM_SUBJECT.test(m.subject))).toHaveLength(0)
    expect((await accountColumns(member.id)).email).toBe(member.email)
    expect((await accountColumns(owner.id)).email).toBe(owner.email)
  })

  it('fails with the neutral answer when the address was taken between the request and the link', async () => {
    const member = await createUser()
    const newAddress = uniqueEmail('raced')
    await ask(await sessionCookie(member), { email: newAddress, password: TEST_PASSWORD })
    const token = await confirmationToken(newAddress)
    const claimant = await createUser({ email: newAddress })
    expect((await open(token)).headers.get('location')).toBe(`${serverUrl()}/account?email=invalid`)
    expect((await accountColumns(member.id)).email).toBe(member.email)
    expect((await accountColumns(claimant.id)).email).toBe(newAddress)
  })

  it('needs the password of an account that has one, checked in the sign-in throttle', async () => {
    const member = await createUser()
    const cookie = await sessionCookie(member)
    const missing = await ask(cookie, { email: uniqueEmail('nopass') })
    expect(missing.status).toBe(400)
    expect(missing.json.errors).toEqual({ password: PASSWORD_TO_CHANGE_EMAIL })
    const wrong = await ask(cookie, { email: uniqueEmail('wrongpass'), password: 'not-the-password' })
    expect(wrong.status).toBe(400)
    expect(wrong.json.errors).toEqual({ password: WRONG_PASSWORD })
    expect((await accountColumns(member.id)).pending_email).toBeNull()
  })

  it('asks no password of an account that has none (made through a social provider)', async () => {
    const member = await createUser()
    await markWithoutPassword(member.id)
    const newAddress = uniqueEmail('social')
    const res = await ask(await sessionCookie(member), { email: newAddress })
    expect(res.status).toBe(200)
    expect((await open(await confirmationToken(newAddress))).headers.get('location')).toMatch(/\?email=changed$/)
  })

  it.each([
    [{ password: TEST_PASSWORD }, 'email', 'This field is required.'],
    [{ email: 'not-an-address', password: TEST_PASSWORD }, 'email', 'Please enter a valid email address.'],
    [{ email: `${'a'.repeat(250)}@example.test`, password: TEST_PASSWORD }, 'email', 'Please enter a valid email address.'],
    [{ email: 'nul\u0000@example.test', password: TEST_PASSWORD }, 'email', 'This field contains characters that are not allowed.'],
    [{ email: ['a@example.test'], password: TEST_PASSWORD }, 'email', 'This field is required.'],
  ])('refuses %j with 400 and the field message', async (body, field, message) => {
    const member = await createUser()
    const res = await ask(await sessionCookie(member), body)
    expect(res.status).toBe(400)
    expect(res.json.errors[field]).toBe(message)
  })

  it('refuses the address the account already has', async () => {
    const member = await createUser()
    const res = await ask(await sessionCookie(member), { email: member.email.toUpperCase(), password: TEST_PASSWORD })
    expect(res.status).toBe(400)
    expect(res.json.errors).toEqual({ email: SAME_ADDRESS })
  })

  it('answers 401 to a visitor (asking and cancelling) and 403 to another site', async () => {
    expect((await ask(undefined, { email: uniqueEmail(), password: TEST_PASSWORD })).status).toBe(401)
    expect((await call(cancel, PATH, { method: 'DELETE' })).status).toBe(401)
    const member = await createUser()
    const crossSite = await call(requestChange, PATH, {
      method: 'POST',
      cookie: await sessionCookie(member),
      body: { email: uniqueEmail(), password: TEST_PASSWORD },
      origin: 'https://evil.example',
    })
    expect(crossSite.status).toBe(403)
    expect((await accountColumns(member.id)).pending_email).toBeNull()
  })

  it('is limited per member (LIMITS.emailChange: 3 an hour), whatever the client address', async () => {
    const member = await createUser()
    const cookie = await sessionCookie(member)
    for (let i = 0; i < 3; i++) expect((await ask(cookie, { email: uniqueEmail('limit'), password: TEST_PASSWORD })).status).toBe(200)
    const refused = await ask(cookie, { email: uniqueEmail('limit'), password: TEST_PASSWORD })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('is limited per client address (5 an hour), whichever member asks', async () => {
    const address = uniqueAddress()
    const members = await Promise.all(Array.from({ length: 6 }, () => createUser()))
    const statuses = []
    for (const member of members) statuses.push((await ask(await sessionCookie(member), { email: uniqueEmail('net'), password: TEST_PASSWORD }, address)).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  it('refuses malformed, unknown or hostile tokens without touching any account', async () => {
    const member = await createUser()
    const newAddress = uniqueEmail('victim')
    await ask(await sessionCookie(member), { email: newAddress, password: TEST_PASSWORD })
    const token = await confirmationToken(newAddress)
    for (const bad of ['', 'x', token.slice(0, -1), `${token}x`, hashLinkToken(token), `${token.slice(0, -1)}\u0000`, "' OR 1=1 --"]) {
      const res = await open(bad)
      expect(res.status, bad).toBe(303)
      expect(res.headers.get('location')).toMatch(/\?email=invalid$/)
    }
    expect((await call(confirm, '/api/account/email/confirm')).headers.get('location')).toMatch(/\?email=invalid$/)
    expect(await accountColumns(member.id)).toMatchObject({ email: member.email, pending_email: newAddress })
  })

  it("takes the page's plain form and redirects back to the e-mail section", async () => {
    const member = await createUser()
    const cookie = await sessionCookie(member)
    const form = (body: Record<string, string>) =>
      call(requestChange, PATH, {
        method: 'POST',
        cookie,
        rawBody: new URLSearchParams(body).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...from(uniqueAddress()) },
      })
    expect((await form({ email: 'nope', password: TEST_PASSWORD })).headers.get('location')).toBe('/account?email=bad-address#email')
    expect((await form({ email: uniqueEmail(), password: 'wrong-one' })).headers.get('location')).toBe('/account?email=wrong-password#email')
    const sent = await form({ email: uniqueEmail('form'), password: TEST_PASSWORD })
    expect(sent.status).toBe(303)
    expect(sent.headers.get('location')).toBe('/account?email=sent#email')
  })
})
