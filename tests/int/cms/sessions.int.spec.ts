import { describe, expect, it } from 'vitest'

import { endSession } from '@/lib/auth/signOut'
import { startSession } from '@/lib/auth/signIn'
import { freshAddress, TEST_PASSWORD } from '../../api'
import { createUser, testPayload } from '../../factories'
import { rest } from './rest'

/** The account's stored session ids. */
const sessionIds = async (userId: number) => {
  const payload = await testPayload()
  const user = await payload.db.findOne<{ id: number; sessions?: { id: string }[] }>({ collection: 'users', where: { id: { equals: userId } } })
  return (user?.sessions ?? []).map((session) => session.id)
}

const adminPanelLogin = async (email: string) => {
  const res = await rest('POST', '/users/login', { headers: { 'x-forwarded-for': freshAddress() }, body: { email, password: TEST_PASSWORD } })
  expect(res.status, res.text).toBe(200)
  return res.headers.get('set-cookie')!.split(';')[0]
}

const signedIn = async (cookie: string) => (await rest('GET', '/users/me', { headers: { cookie } })).json?.user?.id as number | undefined

describe('one account signing in several places at once (Payload writes its session list back whole)', () => {
  it('keeps every session, from the admin panel and from the site alike', async () => {
    const member = await createUser()
    const payload = await testPayload()
    const [panel1, panel2, site1, site2] = await Promise.all([
      adminPanelLogin(member.email),
      adminPanelLogin(member.email),
      startSession(payload, member.email, TEST_PASSWORD).then(({ token }) => `payload-token=${token}`),
      startSession(payload, member.email, TEST_PASSWORD).then(({ token }) => `payload-token=${token}`),
    ])
    expect(await sessionIds(member.id)).toHaveLength(4)
    for (const cookie of [panel1, panel2, site1, site2]) expect(await signedIn(cookie)).toBe(member.id)
  })

  it('a sign-out at the same moment as sign-ins ends only its own session', async () => {
    const member = await createUser()
    const payload = await testPayload()
    const leaving = await adminPanelLogin(member.email)
    expect(await signedIn(leaving)).toBe(member.id)
    const [arriving] = await Promise.all([
      adminPanelLogin(member.email),
      rest('POST', '/users/logout', { headers: { cookie: leaving } }),
      startSession(payload, member.email, TEST_PASSWORD),
    ])
    expect(await sessionIds(member.id)).toHaveLength(2)
    expect(await signedIn(leaving)).toBeUndefined()
    expect(await signedIn(arriving)).toBe(member.id)
  })

  it('the site’s sign-out ends its own session while the admin panel signs in', async () => {
    const member = await createUser()
    const payload = await testPayload()
    const { token } = await startSession(payload, member.email, TEST_PASSWORD)
    const leaving = `payload-token=${token}`
    const [, arriving] = await Promise.all([
      endSession(payload, new Request('http://localhost/api/auth/logout', { method: 'POST', headers: { cookie: leaving, 'sec-fetch-site': 'same-origin' } })),
      adminPanelLogin(member.email),
    ])
    expect(await sessionIds(member.id)).toHaveLength(1)
    expect(await signedIn(arriving)).toBe(member.id)
  })
})
