import { randomUUID } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { DELETE as deleteAccount } from '@/app/(frontend)/api/account/route'
import { PATCH as renameSelf } from '@/app/(frontend)/api/account/profile/route'
import { POST as login } from '@/app/(frontend)/api/auth/login/route'
import { GET as currentUser } from '@/app/(frontend)/api/auth/user/route'
import { markConfirmed } from '@/lib/auth/reauthentication'
import { LOGIN_FAILED } from '@/lib/auth/signIn'
import { FORMER_MEMBER, listApprovedComments } from '@/collections/comments/data'
import { ADMIN_NOT_DELETABLE, deleteMemberAccount } from '@/lib/data/memberData'
import { CONFIRMATION_NEEDED, PASSWORD_NEEDED, WRONG_PASSWORD } from '@/lib/validation/accountDeletion'
import { call, sessionCookie, TEST_PASSWORD } from '../../api'
import { createUser, testPayload } from '../../factories'
import { browser, cookieAttributes, cookieFrom, failureRows, from, uniqueAddress } from '../../factories/auth'
import { memberWithData, untouched, whatIsLeft, type MemberData } from '../../factories/memberData'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const PATH = '/api/account'

const countRows = async (query: string) => {
  const { rows } = await (await testPayload()).db.drizzle.execute(sql.raw(query))
  return (rows[0] as { n: number }).n
}

const remove = (cookie: string, body: unknown = {}, headers: Record<string, string> = {}) =>
  call(deleteAccount, PATH, { method: 'DELETE', cookie, body, headers })

const whoAmI = (cookie: string) => call(currentUser, '/api/auth/user', { cookie, headers: browser })

const signIn = (email: string, password = TEST_PASSWORD) =>
  call(login, '/api/auth/login', { method: 'POST', body: { email, password }, headers: from(uniqueAddress()) })

const expectNothingDeleted = async (data: MemberData, cookie: string) => {
  expect(await whatIsLeft(data)).toMatchObject(untouched(data))
  expect((await whoAmI(cookie)).status).toBe(200)
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('DELETE /api/account with a password', () => {
  it('refuses a wrong password, counted as a failed sign-in, and deletes nothing', async () => {
    const alice = await memberWithData()
    const cookie = await sessionCookie(alice.user)
    const address = uniqueAddress()
    const res = await remove(cookie, { password: 'not-the-password' }, from(address))
    expect(res.status).toBe(400)
    expect(res.json).toEqual({ message: WRONG_PASSWORD, errors: { password: WRONG_PASSWORD } })
    expect(res.headers.get('set-cookie')).toBeNull()
    expect(await failureRows({ address, email: alice.email })).toHaveLength(1)
    await expectNothingDeleted(alice, cookie)
  })

  it('asks for the password when none is sent, and refuses what is not a password', async () => {
    const alice = await memberWithData()
    const cookie = await sessionCookie(alice.user)
    for (const body of [{}, { password: '' }]) {
      const res = await remove(cookie, body)
      expect(res.status).toBe(400)
      expect(res.json.errors).toEqual({ password: PASSWORD_NEEDED })
    }
    for (const body of [{ password: 12345678 }, { password: `${TEST_PASSWORD}\u0000` }, { password: 'x'.repeat(1025) }, []]) {
      expect((await remove(cookie, body)).status, JSON.stringify(body).slice(0, 40)).toBe(400)
    }
    expect((await call(deleteAccount, PATH, { method: 'DELETE', cookie, rawBody: '{"password":' })).status).toBe(400)
    expect((await call(deleteAccount, PATH, { method: 'DELETE', cookie, rawBody: JSON.stringify({ password: 'x'.repeat(200_000) }) })).status).toBe(413)
    await expectNothingDeleted(alice, cookie)
  })

  it('with the right password removes the account, favorites, progress and unpublished comments; the rest stays without the member', async () => {
    const [alice, bob] = await Promise.all([memberWithData({ firstName: 'Alice', lastName: 'Leaving' }), memberWithData()])
    const cookie = await sessionCookie(alice.user)
    expect((await listApprovedComments(payload, alice.post.slug))?.find((c) => c.content === alice.comments.approved)?.authorName).toBe('Alice L.')

    const res = await remove(cookie, { password: TEST_PASSWORD })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ message: 'Your account has been deleted.' })
    expect(cookieFrom(res.headers)).toBe('payload-token=')
    expect(new Date(cookieAttributes(res.headers).expires).getTime()).toBeLessThan(Date.now())
    expect(res.headers.get('cache-control')).toBe('private, no-store')

    const left = await whatIsLeft(alice)
    expect(left).toMatchObject({
      account: 0,
      favorites: 0,
      readingProgress: 0,
      comments: { pending: null, rejected: null, approved: { content: alice.comments.approved, status: 'approved', author: null } },
      music: { songTitle: alice.suggestions.song, email: null, submittedBy: null },
      media: { title: alice.suggestions.media, submittedBy: null },
      book: { title: alice.suggestions.book, email: null, submittedBy: null },
    })
    const approved = (await listApprovedComments(payload, alice.post.slug))?.find((c) => c.content === alice.comments.approved)
    expect(approved?.authorName).toBe(FORMER_MEMBER)

    // The session ended with the account, and the address and password no longer sign in.
    expect((await whoAmI(cookie)).status).toBe(401)
    const again = await signIn(alice.email)
    expect(again.status).toBe(401)
    expect(again.json).toEqual({ message: LOGIN_FAILED })
    expect(await failureRows({ email: alice.email })).toHaveLength(1)

    // Nobody else lost anything.
    expect(await whatIsLeft(bob)).toMatchObject(untouched(bob))
  })

  it('forgets the answers kept for the member’s submissions, which hold their data', async () => {
    const member = await memberWithData()
    const cookie = await sessionCookie(member.user)
    const renamed = await call(renameSelf, '/api/account/profile', { method: 'PATCH', cookie, body: { firstName: 'Kept' }, headers: { 'Idempotency-Key': randomUUID() } })
    expect(renamed.status).toBe(200)
    const kept = () => countRows(`SELECT count(*)::int AS n FROM idempotent_requests WHERE scope LIKE '% member:${Number(member.user.id)}'`)
    expect(await kept()).toBe(1)
    expect((await remove(cookie, { password: TEST_PASSWORD })).status).toBe(200)
    expect(await kept()).toBe(0)
  })

  it('refuses an admin account, even with the right password', async () => {
    const admin = await createUser({ role: 'admin' })
    const cookie = await sessionCookie(admin)
    const res = await remove(cookie, { password: TEST_PASSWORD })
    expect(res.status).toBe(403)
    expect(res.json).toEqual({ message: ADMIN_NOT_DELETABLE })
    expect((await whoAmI(cookie)).status).toBe(200)
    // The data function refuses too, whoever calls it.
    const payload = await testPayload()
    expect(await deleteMemberAccount(payload, admin)).toEqual({ deleted: false, reason: 'admin' })
    expect((await payload.count({ collection: 'users', where: { id: { equals: admin.id } } })).totalDocs).toBe(1)
  })

  it('answers 401 to a visitor and 403 to another site', async () => {
    const alice = await memberWithData()
    const anonymous = await call(deleteAccount, PATH, { method: 'DELETE', body: { password: TEST_PASSWORD } })
    expect(anonymous.status).toBe(401)
    const crossSite = await call(deleteAccount, PATH, {
      method: 'DELETE',
      body: { password: TEST_PASSWORD },
      as: alice.user,
      origin: 'https://evil.example',
    })
    expect(crossSite.status).toBe(403)
    expect(await whatIsLeft(alice)).toMatchObject(untouched(alice))
  })

  it('stops a member guessing: the sixth try in ten minutes is refused (429) however it is spread', async () => {
    const alice = await memberWithData()
    const cookie = await sessionCookie(alice.user)
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await remove(cookie, { password: `wrong-guess-${i}` }, from(uniqueAddress()))).status)
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
    expect((await remove(cookie, { password: TEST_PASSWORD }, from(uniqueAddress()))).status).toBe(429)
    await expectNothingDeleted(alice, cookie)
  })
})

describe('DELETE /api/account for an account Google, GitHub or Apple created', () => {
  it('is refused until the member confirms with their provider, then deletes the account', async () => {
    const carol = await memberWithData({ hasPassword: false })
    const cookie = await sessionCookie(carol.user)
    // Whatever password is sent: the account has none of its own to check.
    for (const body of [{}, { password: TEST_PASSWORD }]) {
      const refused = await remove(cookie, body)
      expect(refused.status).toBe(403)
      expect(refused.json).toEqual({ message: CONFIRMATION_NEEDED })
    }
    await expectNothingDeleted(carol, cookie)

    await markConfirmed(await testPayload(), carol.user.id)
    const res = await remove(cookie)
    expect(res.status).toBe(200)
    expect(cookieFrom(res.headers)).toBe('payload-token=')
    expect(await whatIsLeft(carol)).toMatchObject({ account: 0, favorites: 0, readingProgress: 0 })
    expect((await whoAmI(cookie)).status).toBe(401)
  })

  it('does not take a confirmation older than ten minutes', async () => {
    const carol = await memberWithData({ hasPassword: false })
    const cookie = await sessionCookie(carol.user)
    const payload = await testPayload()
    await payload.update({
      collection: 'users',
      id: carol.user.id,
      data: { reauthenticatedAt: new Date(Date.now() - 11 * 60 * 1000).toISOString() },
      overrideAccess: true,
    })
    expect((await remove(cookie)).status).toBe(403)
    await expectNothingDeleted(carol, cookie)
  })
})

describe('a deletion that fails part-way', () => {
  it('leaves everything as it was when the last step (the account itself) fails', async () => {
    const alice = await memberWithData()
    const cookie = await sessionCookie(alice.user)
    const payload = await testPayload()
    const realDelete = payload.delete.bind(payload)
    vi.spyOn(payload, 'delete').mockImplementation(((args: Parameters<typeof realDelete>[0]) => {
      if (args.collection === 'users') return Promise.reject(new Error('The database went away'))
      return realDelete(args)
    }) as typeof payload.delete)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)

    const res = await remove(cookie, { password: TEST_PASSWORD })
    expect(res.status).toBe(500)
    expect(res.json).toEqual({ message: 'Something went wrong. Please try again.' })
    expect(res.headers.get('set-cookie')).toBeNull()
    vi.restoreAllMocks()
    await expectNothingDeleted(alice, cookie)
  })

  it('leaves everything as it was when a step inside Payload fails (the suggestions)', async () => {
    const alice = await memberWithData()
    const payload = await testPayload()
    const realUpdate = payload.db.updateOne.bind(payload.db)
    vi.spyOn(payload.db, 'updateOne').mockImplementation((args) => {
      if (args.collection === 'book-suggestions') return Promise.reject(new Error('A constraint refused the change'))
      return realUpdate(args)
    })
    await expect(deleteMemberAccount(payload, alice.user)).rejects.toThrow()
    vi.restoreAllMocks()
    expect(await whatIsLeft(alice)).toMatchObject(untouched(alice))
    // The member can still try again, and then it goes through.
    expect(await deleteMemberAccount(payload, alice.user)).toEqual({ deleted: true })
    expect(await whatIsLeft(alice)).toMatchObject({ account: 0, favorites: 0 })
  })
})
