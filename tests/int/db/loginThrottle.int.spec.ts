/**
 * The statements of the sign-in throttle, on `login_throttle` (what they mean: the sign-in tests
 * in tests/int/api).
 */
import { sql } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'

import {
  forgetAccountThrottle,
  forgetExpiredThrottle,
  forgiveFailures,
  reserveFailure,
  throttleState,
  trustAddress,
  withdrawFailure,
} from '@/lib/db/loginThrottle'
import { drizzleFor } from '@/lib/db/sql'
import { testPayload, unique } from '../../factories'

const rowsFor = async (email: string) => {
  const db = await drizzleFor(await testPayload())
  const { rows } = await db.execute<{ kind: string; address: string }>(sql`SELECT kind, address FROM login_throttle WHERE email = ${email} ORDER BY id`)
  return rows.map((row) => `${row.kind} ${row.address}`)
}

const names = () => ({ address: unique('198.51.100'), email: `${unique('throttled')}@example.test` })

describe('the sign-in throttle’s statements', () => {
  it('counts a reserved failure against the address and the account, with the time it has left', async () => {
    const payload = await testPayload()
    const { address, email } = names()
    const other = unique('203.0.113')
    await reserveFailure(payload, address, email, 900)
    await reserveFailure(payload, other, email, 60)

    const state = await throttleState(payload, address, email)
    expect(state.byAddress).toHaveLength(1)
    expect(state.byAddress[0]).toBeGreaterThan(895)
    expect(state.byAddress[0]).toBeLessThanOrEqual(900)
    // Every address's failures count against the account, soonest to expire first.
    expect(state.byAccount).toHaveLength(2)
    expect(state.byAccount[0]).toBeLessThanOrEqual(60)
    expect(state.trusted).toBe(false)
  })

  it('withdraws one reserved attempt', async () => {
    const payload = await testPayload()
    const { address, email } = names()
    const kept = await reserveFailure(payload, address, email, 900)
    const withdrawn = await reserveFailure(payload, address, email, 900)
    expect(withdrawn).not.toBe(kept)
    await withdrawFailure(payload, withdrawn)
    expect((await throttleState(payload, address, email)).byAddress).toHaveLength(1)
  })

  it('forgives only the failures the address made against the account', async () => {
    const payload = await testPayload()
    const { address, email } = names()
    const otherAccount = `${unique('other')}@example.test`
    const otherAddress = unique('203.0.113')
    await reserveFailure(payload, address, email, 900)
    await reserveFailure(payload, address, otherAccount, 900)
    await reserveFailure(payload, otherAddress, email, 900)

    await forgiveFailures(payload, address, email)
    expect(await rowsFor(email)).toEqual([`failure ${otherAddress}`])
    expect(await rowsFor(otherAccount)).toEqual([`failure ${address}`])
  })

  it('trusts an address for the account once, renewing it when trusted again', async () => {
    const payload = await testPayload()
    const { address, email } = names()
    await trustAddress(payload, address, email, 60)
    await trustAddress(payload, address, email, 3600)
    expect(await rowsFor(email)).toEqual([`trusted ${address}`])
    expect((await throttleState(payload, address, email)).trusted).toBe(true)
    expect((await throttleState(payload, unique('203.0.113'), email)).trusted).toBe(false)
  })

  it('forgets the rows whose time is up, and only those', async () => {
    const payload = await testPayload()
    const { address, email } = names()
    await reserveFailure(payload, address, email, -1)
    await trustAddress(payload, unique('203.0.113'), email, -1)
    await reserveFailure(payload, address, email, 900)

    expect(await rowsFor(email)).toHaveLength(3)
    // Expired rows never count, even before they are forgotten.
    expect((await throttleState(payload, address, email)).byAddress).toHaveLength(1)
    await forgetExpiredThrottle(payload)
    expect(await rowsFor(email)).toEqual([`failure ${address}`])
  })

  it('forgets an account’s rows in the transaction of its deletion, whatever the letter case', async () => {
    const payload = await testPayload()
    const { address, email } = names()
    await reserveFailure(payload, address, email, 900)
    await trustAddress(payload, address, email, 3600)

    const rolledBack = await payload.db.beginTransaction()
    await forgetAccountThrottle(payload, { transactionID: rolledBack! }, email.toUpperCase())
    await payload.db.rollbackTransaction(rolledBack!)
    expect(await rowsFor(email)).toHaveLength(2)

    const committed = await payload.db.beginTransaction()
    await forgetAccountThrottle(payload, { transactionID: committed! }, email.toUpperCase())
    await payload.db.commitTransaction(committed!)
    expect(await rowsFor(email)).toEqual([])
  })
})
