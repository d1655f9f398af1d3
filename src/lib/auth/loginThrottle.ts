import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleFor } from '@/lib/db/sql'
import { UNKNOWN_ADDRESS } from '@/lib/http/clientAddress'

/**
 * Failed sign-ins, counted in PostgreSQL (table `login_throttle`) so every app instance
 * shares them. Two sliding windows:
 * - per client address: a guesser is slowed whichever accounts it tries;
 * - per account: a guesser spread over many addresses is slowed too.
 * The per-address limit is the tighter, so one address alone cannot trip an account's limit.
 *
 * So that a stranger cannot keep a member out, the per-account limit does not apply to an
 * address the member has signed in from in the last 30 days ("trusted"), and a refused
 * attempt is not recorded: a block always ends WINDOW after the failures that caused it.
 * A successful sign-in forgives the failures that address made against that account (the
 * member's own typos), but not those against other accounts: otherwise anyone holding an
 * account could reset their address's budget at will.
 */
export const LOGIN_THROTTLE = {
  windowSeconds: 15 * 60,
  perAddress: 5,
  perAccount: 10,
  trustedSeconds: 30 * 24 * 60 * 60,
} as const

export type Attempt = { ok: true; id: number } | { ok: false; retryAfter: number }

/** Seconds until enough of `waits` (remaining lifetimes, ascending) expire to get under `limit`. */
const blockedFor = (waits: number[], limit: number): number =>
  waits.length > limit ? Math.max(1, waits[waits.length - 1 - limit]) : 0

/**
 * Reserves a sign-in attempt. The reservation counts as a failure until `attemptSucceeded`;
 * recording it before the password is checked means parallel requests cannot all slip
 * under the limit together. An attempt over the limit is withdrawn and refused.
 */
export const beginAttempt = async (payload: Payload, address: string, email: string): Promise<Attempt> => {
  const drizzle = await drizzleFor(payload)
  // Opportunistic clean-up: expired rows go whenever anyone tries to sign in.
  await drizzle.execute(sql`DELETE FROM login_throttle WHERE expires_at <= now()`)
  const inserted = await drizzle.execute<{ id: string }>(sql`
    INSERT INTO login_throttle (kind, address, email, expires_at)
    VALUES ('failure', ${address}, ${email}, now() + make_interval(secs => ${LOGIN_THROTTLE.windowSeconds}))
    RETURNING id
  `)
  const id = Number(inserted.rows[0].id)

  const { rows } = await drizzle.execute<{ by_address: number[]; by_account: number[]; trusted: boolean }>(sql`
    SELECT
      ARRAY(SELECT ceil(extract(epoch FROM expires_at - now()))::int FROM login_throttle
            WHERE kind = 'failure' AND address = ${address} AND expires_at > now() ORDER BY expires_at) AS by_address,
      ARRAY(SELECT ceil(extract(epoch FROM expires_at - now()))::int FROM login_throttle
            WHERE kind = 'failure' AND email = ${email} AND expires_at > now() ORDER BY expires_at) AS by_account,
      EXISTS(SELECT 1 FROM login_throttle
             WHERE kind = 'trusted' AND email = ${email} AND address = ${address} AND expires_at > now()) AS trusted
  `)
  const { by_address, by_account, trusted } = rows[0]
  const retryAfter = Math.max(
    blockedFor(by_address, LOGIN_THROTTLE.perAddress),
    trusted ? 0 : blockedFor(by_account, LOGIN_THROTTLE.perAccount),
  )
  if (retryAfter === 0) return { ok: true, id }

  await drizzle.execute(sql`DELETE FROM login_throttle WHERE id = ${id}`)
  return { ok: false, retryAfter }
}

/** Forgives this address's failures against the account and trusts the address for it. */
export const attemptSucceeded = async (payload: Payload, address: string, email: string): Promise<void> => {
  const drizzle = await drizzleFor(payload)
  await drizzle.execute(sql`
    DELETE FROM login_throttle WHERE kind = 'failure' AND address = ${address} AND email = ${email}
  `)
  // Requests without an address share one bucket: trusting it would exempt all of them.
  if (address === UNKNOWN_ADDRESS) return
  await drizzle.execute(sql`
    INSERT INTO login_throttle (kind, address, email, expires_at)
    VALUES ('trusted', ${address}, ${email}, now() + make_interval(secs => ${LOGIN_THROTTLE.trustedSeconds}))
    ON CONFLICT (email, address) WHERE kind = 'trusted' DO UPDATE SET expires_at = EXCLUDED.expires_at
  `)
}
