/**
 * Every way a password is set follows the site's rules (8 to 128 characters, not a common
 * password), and changing one's own password needs the current one: the CMS API, the admin
 * panel (which saves through it), reset links and the Local API alike.
 */
import { describe, expect, it } from 'vitest'

import { startSession } from '@/lib/auth/signIn'
import { isStoredPassword } from '@/lib/auth/storedPassword'
import type { User } from '@/payload-types'
import { TEST_PASSWORD } from '../../api'
import { createUser, testPayload } from '../../factories'
import { from, resetToken, storedUser, uniqueAddress, uniqueEmail } from '../../factories/auth'
import { rest } from './rest'

const NEW_PASSWORD = 'a brand new passphrase'

const canSignIn = async (user: Pick<User, 'email'>, password: string) =>
  startSession(await testPayload(), user.email, password).then(
    () => true,
    () => false,
  )

/** The path and message of the field error a 400 carries. */
const fieldError = (json: { errors?: { data?: { errors?: { path: string; message: string }[] } }[] }) =>
  json.errors?.[0]?.data?.errors?.[0]

const changeOwn = (user: User, body: Record<string, unknown>, address = uniqueAddress()) =>
  rest('PATCH', `/users/${user.id}`, { as: user, body, headers: from(address) })

describe('a staff member changing their own password through /cms-api', () => {
  it('is a member’s right only on /account: /cms-api refuses members outright', async () => {
    const member = await createUser()
    const res = await changeOwn(member, { password: NEW_PASSWORD, currentPassword: TEST_PASSWORD })
    expect(res.status).toBe(403)
    expect(await canSignIn(member, NEW_PASSWORD)).toBe(false)
  })

  it('cannot set a short one (the old side door) and keeps signing in with the old one', async () => {
    const member = await createUser({ role: 'editor' })
    const res = await changeOwn(member, { password: 'short', currentPassword: TEST_PASSWORD })
    expect(res.status).toBe(400)
    expect(res.json.message).toBe('Password must be at least 8 characters.')
    expect(fieldError(res.json)).toEqual({ path: 'password', message: 'Password must be at least 8 characters.' })
    expect(await canSignIn(member, 'short')).toBe(false)
    expect(await canSignIn(member, TEST_PASSWORD)).toBe(true)
  })

  it.each([
    ['a common password', 'password123', 'This password is too common. Please choose a less predictable one.'],
    ['one character repeated', 'zzzzzzzzzzzz', 'This password is too common. Please choose a less predictable one.'],
    ['more than 128 characters', 'x'.repeat(120) + 'abcdefghi', 'Password must be at most 128 characters.'],
    ['not text', 123456789, 'Password must be text.'],
  ])('cannot set %s', async (_, password, message) => {
    const member = await createUser({ role: 'editor' })
    const res = await changeOwn(member, { password, currentPassword: TEST_PASSWORD })
    expect(res.status).toBe(400)
    expect(fieldError(res.json)).toEqual({ path: 'password', message })
  })

  it('must give the current password', async () => {
    const member = await createUser({ role: 'editor' })
    const missing = await changeOwn(member, { password: NEW_PASSWORD })
    expect(missing.status).toBe(400)
    expect(fieldError(missing.json)).toEqual({ path: 'currentPassword', message: 'Please enter your current password to choose a new one.' })

    const wrong = await changeOwn(member, { password: NEW_PASSWORD, currentPassword: 'not the password' })
    expect(wrong.status).toBe(400)
    expect(fieldError(wrong.json)).toEqual({ path: 'currentPassword', message: 'Your current password is not correct.' })
    expect(await canSignIn(member, NEW_PASSWORD)).toBe(false)
  })

  it('changes it with the current one, which is neither stored nor echoed', async () => {
    const member = await createUser({ role: 'editor' })
    const res = await changeOwn(member, { password: NEW_PASSWORD, currentPassword: TEST_PASSWORD })
    expect(res.status).toBe(200)
    expect(res.text).not.toContain(TEST_PASSWORD)
    expect(res.json.doc).not.toHaveProperty('currentPassword')
    expect(await canSignIn(member, NEW_PASSWORD)).toBe(true)
    expect(await canSignIn(member, TEST_PASSWORD)).toBe(false)
    expect(await storedUser(member)).not.toHaveProperty('currentPassword')
  })

  it('needs no current password to change anything else', async () => {
    const member = await createUser({ role: 'editor' })
    const res = await changeOwn(member, { firstName: 'Priscilla' })
    expect(res.status).toBe(200)
    expect(res.json.doc.firstName).toBe('Priscilla')
  })

  it('counts wrong current passwords in the sign-in throttle', async () => {
    const member = await createUser({ role: 'editor' })
    const address = uniqueAddress()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) {
      statuses.push((await changeOwn(member, { password: NEW_PASSWORD, currentPassword: `wrong guess ${i}` }, address)).status)
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
  })
})

describe('the creator', () => {
  it('sets a member’s password without knowing the old one, but still by the rules', async () => {
    const [admin, member] = await Promise.all([createUser({ role: 'admin' }), createUser()])
    const weak = await rest('PATCH', `/users/${member.id}`, { as: admin, body: { password: 'letmein1' } })
    expect(weak.status).toBe(400)
    expect(fieldError(weak.json)?.path).toBe('password')

    const res = await rest('PATCH', `/users/${member.id}`, { as: admin, body: { password: NEW_PASSWORD } })
    expect(res.status).toBe(200)
    expect(await canSignIn(member, NEW_PASSWORD)).toBe(true)
  })

  it('gives the current password to change their own', async () => {
    const admin = await createUser({ role: 'admin' })
    expect((await changeOwn(admin, { password: NEW_PASSWORD })).status).toBe(400)
    expect((await changeOwn(admin, { password: NEW_PASSWORD, currentPassword: TEST_PASSWORD })).status).toBe(200)
  })

  it('creates accounts only with passwords that follow the rules', async () => {
    const admin = await createUser({ role: 'admin' })
    const res = await rest('POST', '/users', { as: admin, body: { email: uniqueEmail('made'), password: 'short' } })
    expect(res.status).toBe(400)
    expect(fieldError(res.json)?.path).toBe('password')
  })
})

describe('other ways a password is set', () => {
  it('a reset link: the rules apply, no current password is asked', async () => {
    const member = await createUser()
    const token = await resetToken(member.email)
    const weak = await rest('POST', '/users/reset-password', { body: { token, password: 'short' } })
    expect(weak.status).toBe(400)
    expect(fieldError(weak.json)).toEqual({ path: 'password', message: 'Password must be at least 8 characters.' })
    expect(await canSignIn(member, TEST_PASSWORD)).toBe(true)

    const res = await rest('POST', '/users/reset-password', { body: { token, password: NEW_PASSWORD } })
    expect(res.status).toBe(200)
    expect(await canSignIn(member, NEW_PASSWORD)).toBe(true)
  })

  it('the Local API, which the first admin account and the seed go through', async () => {
    await expect(createUser({ password: 'password' })).rejects.toMatchObject({ status: 400 })
    const member = await createUser()
    const payload = await testPayload()
    await expect(payload.update({ collection: 'users', id: member.id, data: { password: '1234567' } })).rejects.toMatchObject({ status: 400 })
  })
})

describe('checking a stored password', () => {
  it('matches the hashes Payload makes, and nothing else', async () => {
    const member = await createUser()
    const payload = await testPayload()
    const account = await payload.db.findOne<{ id: number; hash: string; salt: string }>({
      collection: 'users',
      where: { id: { equals: member.id } },
    })
    expect(account!.hash.startsWith('pbkdf2-sha256-v1:')).toBe(true)
    expect(await isStoredPassword(TEST_PASSWORD, account!)).toBe(true)
    expect(await isStoredPassword(`${TEST_PASSWORD} `, account!)).toBe(false)
    expect(await isStoredPassword(TEST_PASSWORD, { hash: 'not-a-hash', salt: account!.salt })).toBe(false)
    expect(await isStoredPassword(TEST_PASSWORD, {})).toBe(false)
  })
})
