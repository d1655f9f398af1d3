import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { drizzleFor } from './sql'

/**
 * The statements over `login_throttle` (src/lib/auth/loginThrottle.ts decides what they mean).
 * SQL because the table is the app's own (created by a migration, outside Payload's
 * collections), written by every instance at once: an attempt is reserved by one INSERT before
 * it is judged, so parallel requests cannot all slip under the limit, and every lifetime is
 * measured on the database's clock, the one all instances share.
 */

/** Forgets the rows whose time is up (done opportunistically, whenever anyone signs in). */
export const forgetExpiredThrottle = async (payload: Payload): Promise<void> => {
  await (await drizzleFor(payload)).execute(sql`DELETE FROM login_throttle WHERE expires_at <= now()`)
}

/** Records a failure of `address` against `email` for `seconds`; its id, to withdraw it. */
export const reserveFailure = async (payload: Payload, address: string, email: string, seconds: number): Promise<number> => {
  const db = await drizzleFor(payload)
  const { rows } = await db.execute<{ id: string }>(sql`
    INSERT INTO login_throttle (kind, address, email, expires_at)
    VALUES ('failure', ${address}, ${email}, now() + make_interval(secs => ${seconds}))
    RETURNING id`)
  return Number(rows[0].id)
}

export type ThrottleState = {
  /** Seconds each live failure from the address has left, soonest to expire first. */
  byAddress: number[]
  /** The same for failures against the account, from any address. */
  byAccount: number[]
  /** Whether the account trusts the address (a sign-in from it in the trusted period). */
  trusted: boolean
}

/** The live failures and trust that decide whether `address` may try `email` now, read together. */
export const throttleState = async (payload: Payload, address: string, email: string): Promise<ThrottleState> => {
  const db = await drizzleFor(payload)
  const { rows } = await db.execute<{ by_address: number[]; by_account: number[]; trusted: boolean }>(sql`
    SELECT
      ARRAY(SELECT ceil(extract(epoch FROM expires_at - now()))::int FROM login_throttle
            WHERE kind = 'failure' AND address = ${address} AND expires_at > now() ORDER BY expires_at) AS by_address,
      ARRAY(SELECT ceil(extract(epoch FROM expires_at - now()))::int FROM login_throttle
            WHERE kind = 'failure' AND email = ${email} AND expires_at > now() ORDER BY expires_at) AS by_account,
      EXISTS(SELECT 1 FROM login_throttle
             WHERE kind = 'trusted' AND email = ${email} AND address = ${address} AND expires_at > now()) AS trusted`)
  const { by_address, by_account, trusted } = rows[0]
  return { byAddress: by_address.map(Number), byAccount: by_account.map(Number), trusted }
}

/** Withdraws one reserved attempt (it was refused, so it does not count). */
export const withdrawFailure = async (payload: Payload, id: number): Promise<void> => {
  await (await drizzleFor(payload)).execute(sql`DELETE FROM login_throttle WHERE id = ${id}`)
}

/** Forgets the failures `address` made against `email`, and only those. */
export const forgiveFailures = async (payload: Payload, address: string, email: string): Promise<void> => {
  await (await drizzleFor(payload)).execute(sql`
    DELETE FROM login_throttle WHERE kind = 'failure' AND address = ${address} AND email = ${email}`)
}

/** Trusts `address` for `email` for `seconds` from now (renewed if it already was). */
export const trustAddress = async (payload: Payload, address: string, email: string, seconds: number): Promise<void> => {
  await (await drizzleFor(payload)).execute(sql`
    INSERT INTO login_throttle (kind, address, email, expires_at)
    VALUES ('trusted', ${address}, ${email}, now() + make_interval(secs => ${seconds}))
    ON CONFLICT (email, address) WHERE kind = 'trusted' DO UPDATE SET expires_at = EXCLUDED.expires_at`)
}

/** Forgets every row about the account (it is being deleted), in `req`'s transaction. */
export const forgetAccountThrottle = async (payload: Payload, req: Partial<PayloadRequest>, email: string): Promise<void> => {
  await (await drizzleFor(payload, req)).execute(sql`DELETE FROM login_throttle WHERE email = ${email.toLowerCase()}`)
}
