import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { confirmedRecently } from '@/lib/auth/reauthentication'
import { call, sessionCookie } from '../../api'
import type { FakeProvider } from '../../fakes/oauth'
import { createUser, testPayload } from '../../factories'
import { storedUser } from '../../factories/auth'
import { attemptRow, begin, roundTrip, start, uniqueEmail, useOAuthFake, whoIs } from './oauthFlow'

// A signed-in member confirming who they are through a provider (`intent=confirm`), as the
// account page asks before deleting an account that has no password.

let stopFake: () => Promise<void>

beforeAll(async () => {
  ;({ stop: stopFake } = await useOAuthFake())
})

afterAll(async () => {
  await stopFake()
})

const PROVIDERS: FakeProvider[] = ['google', 'github', 'apple']

describe('GET /api/auth/{provider}?intent=confirm', () => {
  it.each(PROVIDERS)('%s: the same verified e-mail marks the member confirmed, and signs nobody in or out', async (provider) => {
    const member = await createUser({ email: uniqueEmail(`confirm-${provider}`) })
    expect(await confirmedRecently(await testPayload(), member.id)).toBe(false)

    const result = await roundTrip(provider, { email: member.email.toUpperCase() }, { next: '/account', startAs: member })
    // Through the hop page: /account is member-only and must see the session on arrival.
    expect(result.status).toBe(200)
    expect(result.landing).toBe(`/account?confirmed=${provider}`)
    expect(result.session).toBeNull()
    expect(await confirmedRecently(await testPayload(), member.id)).toBe(true)
  })

  it('keeps the attempt tied to the member who started it', async () => {
    const member = await createUser({ email: uniqueEmail('confirm-row') })
    const begun = await begin('google', { intent: 'confirm', next: '/account' }, { as: member })
    expect(begun.status).toBe(302)
    expect(await attemptRow(begun.state)).toMatchObject({ intent: 'confirm', user_id: member.id, next_path: '/account' })
  })

  it("another e-mail is a mismatch: nothing is recorded, and nobody is signed in as the provider's account", async () => {
    const member = await createUser({ email: uniqueEmail('confirm-mine') })
    const stranger = await createUser({ email: uniqueEmail('confirm-theirs') })
    const result = await roundTrip('google', { email: stranger.email }, { next: '/account', startAs: member })
    expect(result.landing).toBe('/account?confirm-error=mismatch')
    expect(result.session).toBeNull()
    expect(await confirmedRecently(await testPayload(), member.id)).toBe(false)
    expect(await confirmedRecently(await testPayload(), stranger.id)).toBe(false)
  })

  it('an unverified e-mail, a denial or a refusing provider end on the page with the reason', async () => {
    const member = await createUser({ email: uniqueEmail('confirm-fail') })
    const unverified = await roundTrip('github', { email: member.email, emailVerified: false }, { next: '/account', startAs: member })
    expect(unverified.landing).toBe('/account?confirm-error=unverified-email')
    const denied = await roundTrip('apple', { decision: 'deny' }, { next: '/account', startAs: member })
    expect(denied.landing).toBe('/account?confirm-error=cancelled')
    const refused = await roundTrip('google', { email: member.email, tokenError: 'invalid_grant' }, { next: '/account', startAs: member })
    expect(refused.landing).toBe('/account?confirm-error=failed')
    expect(await confirmedRecently(await testPayload(), member.id)).toBe(false)
  })

  it('replaces an earlier outcome in the address and keeps the rest of it', async () => {
    const member = await createUser({ email: uniqueEmail('confirm-query') })
    const result = await roundTrip('google', { email: member.email }, { next: '/account?tab=delete&confirm-error=mismatch', startAs: member })
    expect(result.landing).toBe('/account?tab=delete&confirmed=google')
  })

  it('a visitor is sent to sign in first, and comes back to the page', async () => {
    const res = await call(start, '/api/auth/google', { params: { provider: 'google' }, query: { intent: 'confirm', next: '/account' } })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/login?next=%2Faccount')
  })

  it("the member's own session goes on working, and the account keeps its fields", async () => {
    const member = await createUser({ email: uniqueEmail('confirm-session') })
    const session = await sessionCookie(member)
    await roundTrip('apple', { email: member.email, firstName: 'Other', lastName: 'Name' }, { next: '/account', startAs: member })
    expect((await whoIs(session))?.id).toBe(member.id)
    expect(await storedUser(member)).toMatchObject({ firstName: 'Test', lastName: 'Member', hasPassword: true })
  })
})
