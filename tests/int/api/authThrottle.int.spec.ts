import { describe, expect, it } from 'vitest'

import { POST as login } from '@/app/(frontend)/api/auth/login/route'
import { LOGIN_THROTTLE } from '@/lib/auth/loginThrottle'
import { LOGIN_FAILED } from '@/lib/auth/signIn'
import { call, TEST_PASSWORD } from '../../api'
import { createUser } from '../../factories'
import {
  expireFailures,
  failureRows,
  from,
  insertExpiredFailure,
  rowExists,
  uniqueAddress,
  uniqueEmail,
} from '../../factories/auth'

const attempt = (email: string, password: string, address: string) =>
  call(login, '/api/auth/login', { method: 'POST', body: { email, password }, headers: from(address) })

const fail = (email: string, address: string) => attempt(email, 'definitely-wrong', address)

const expectThrottled = (res: Awaited<ReturnType<typeof attempt>>) => {
  expect(res.status).toBe(429)
  expect(res.json).toEqual({ message: expect.any(String) })
  const retryAfter = Number(res.headers.get('retry-after'))
  expect(Number.isInteger(retryAfter)).toBe(true)
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(LOGIN_THROTTLE.windowSeconds)
  expect(res.headers.get('set-cookie')).toBeNull()
}

describe('per client address', () => {
  it(`refuses an address after ${LOGIN_THROTTLE.perAddress} failures, whichever accounts it tried, even with the right password`, async () => {
    const member = await createUser()
    const address = uniqueAddress()
    for (let i = 0; i < LOGIN_THROTTLE.perAddress; i++) {
      expect((await fail(uniqueEmail('guess'), address)).status).toBe(401)
    }
    expectThrottled(await attempt(member.email, TEST_PASSWORD, address))
    // Another address is not affected, nor is the member.
    expect((await attempt(member.email, TEST_PASSWORD, uniqueAddress())).status).toBe(200)
  })

  it('counts a whole IPv6 /64 as one address', async () => {
    const prefix = `2001:db8:${(process.pid % 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}`
    for (let i = 1; i <= LOGIN_THROTTLE.perAddress; i++) {
      expect((await fail(uniqueEmail('v6'), `${prefix}::${i}`)).status).toBe(401)
    }
    expectThrottled(await fail(uniqueEmail('v6'), `${prefix}:ffff:ffff:ffff:ffff`))
  })

  it('does not record refused attempts, so a block ends when the window has passed', async () => {
    const address = uniqueAddress()
    for (let i = 0; i < LOGIN_THROTTLE.perAddress; i++) await fail(uniqueEmail('wait'), address)
    for (let i = 0; i < 3; i++) expectThrottled(await fail(uniqueEmail('wait'), address))
    expect(await failureRows({ address })).toHaveLength(LOGIN_THROTTLE.perAddress)

    await expireFailures(address)
    const res = await fail(uniqueEmail('wait'), address)
    expect(res.status).toBe(401)
    expect(res.json).toEqual({ message: LOGIN_FAILED })
  })

  it('lets at most the limit through when attempts arrive all at once', async () => {
    const address = uniqueAddress()
    const answers = await Promise.all(Array.from({ length: 12 }, () => fail(uniqueEmail('burst'), address)))
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(LOGIN_THROTTLE.perAddress)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(12 - LOGIN_THROTTLE.perAddress)
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true)
    expect((await failureRows({ address })).length).toBeLessThanOrEqual(LOGIN_THROTTLE.perAddress)
  })

  it('a successful sign-in forgives that address’s failures against that account', async () => {
    const member = await createUser()
    const address = uniqueAddress()
    for (let i = 0; i < LOGIN_THROTTLE.perAddress - 1; i++) expect((await fail(member.email, address)).status).toBe(401)
    expect((await attempt(member.email, TEST_PASSWORD, address)).status).toBe(200)
    expect(await failureRows({ address })).toHaveLength(0)
    for (let i = 0; i < LOGIN_THROTTLE.perAddress; i++) expect((await fail(member.email, address)).status).toBe(401)
    expectThrottled(await fail(member.email, address))
  })

  it('…but not its failures against other accounts (an account holder cannot reset their budget)', async () => {
    const member = await createUser()
    const address = uniqueAddress()
    for (let i = 0; i < LOGIN_THROTTLE.perAddress - 1; i++) await fail(uniqueEmail('victim'), address)
    expect((await attempt(member.email, TEST_PASSWORD, address)).status).toBe(200)
    expect((await fail(uniqueEmail('victim'), address)).status).toBe(401)
    expectThrottled(await fail(uniqueEmail('victim'), address))
  })
})

describe('per account', () => {
  /** Trips the account's limit from as many fresh addresses as it takes. */
  const exhaust = async (email: string) => {
    for (let i = 0; i < LOGIN_THROTTLE.perAccount; i++) expect((await fail(email, uniqueAddress())).status).toBe(401)
  }

  it(`refuses an account after ${LOGIN_THROTTLE.perAccount} failures from any addresses, even with the right password`, async () => {
    const member = await createUser()
    await exhaust(member.email)
    expectThrottled(await attempt(member.email, TEST_PASSWORD, uniqueAddress()))
    expectThrottled(await attempt(`  ${member.email.toUpperCase()} `, TEST_PASSWORD, uniqueAddress()))
    expect(await failureRows({ email: member.email })).toHaveLength(LOGIN_THROTTLE.perAccount)
  })

  it('answers an unknown e-mail exactly like a real account (no enumeration through 429s)', async () => {
    const [member, ghost] = [await createUser(), uniqueEmail('ghost')]
    await exhaust(member.email)
    await exhaust(ghost)
    const [real, unknown] = [await fail(member.email, uniqueAddress()), await fail(ghost, uniqueAddress())]
    expectThrottled(real)
    expectThrottled(unknown)
    expect(real.json).toEqual(unknown.json)
  })

  it('does not lock the member out from an address they signed in from before', async () => {
    const member = await createUser()
    const home = uniqueAddress()
    expect((await attempt(member.email, TEST_PASSWORD, home)).status).toBe(200)
    await exhaust(member.email)
    expectThrottled(await attempt(member.email, TEST_PASSWORD, uniqueAddress()))
    expect((await attempt(member.email, TEST_PASSWORD, home)).status).toBe(200)
    // The trust is for that account only.
    const other = await createUser()
    await exhaust(other.email)
    expectThrottled(await attempt(other.email, TEST_PASSWORD, home))
  })

  it('ends the block once the failures leave the window', async () => {
    const member = await createUser()
    const addresses = Array.from({ length: LOGIN_THROTTLE.perAccount }, () => uniqueAddress())
    for (const address of addresses) await fail(member.email, address)
    expectThrottled(await attempt(member.email, TEST_PASSWORD, uniqueAddress()))
    for (const address of addresses) await expireFailures(address)
    expect((await attempt(member.email, TEST_PASSWORD, uniqueAddress())).status).toBe(200)
  })
})

describe('the throttle table', () => {
  it('deletes expired rows whenever someone tries to sign in', async () => {
    const stale = await insertExpiredFailure(uniqueAddress(), uniqueEmail('stale'))
    expect(await rowExists(stale)).toBe(true)
    await fail(uniqueEmail('any'), uniqueAddress())
    expect(await rowExists(stale)).toBe(false)
  })

  it('stores the normalized address and e-mail, never the password', async () => {
    const email = uniqueEmail('Stored')
    await attempt(`  ${email.toUpperCase()}  `, 'secret-guess-123', '::ffff:192.0.2.44, 198.51.100.9:4444')
    const rows = await failureRows({ email: email.toLowerCase() })
    expect(rows).toEqual([expect.objectContaining({ address: '198.51.100.9', email: email.toLowerCase() })])
    expect(JSON.stringify(rows)).not.toContain('secret-guess-123')
  })
})
