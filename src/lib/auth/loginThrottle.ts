import type { Payload } from 'payload'

import { forgetExpiredThrottle, forgiveFailures, reserveFailure, throttleState, trustAddress, withdrawFailure } from '@/lib/db/loginThrottle'
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
  // Opportunistic clean-up: expired rows go whenever anyone tries to sign in.
  await forgetExpiredThrottle(payload)
  const id = await reserveFailure(payload, address, email, LOGIN_THROTTLE.windowSeconds)
  const { byAddress, byAccount, trusted } = await throttleState(payload, address, email)
  const retryAfter = Math.max(
    blockedFor(byAddress, LOGIN_THROTTLE.perAddress),
    trusted ? 0 : blockedFor(byAccount, LOGIN_THROTTLE.perAccount),
  )
  if (retryAfter === 0) return { ok: true, id }

  await withdrawFailure(payload, id)
  return { ok: false, retryAfter }
}

/** Forgives this address's failures against the account and trusts the address for it. */
export const attemptSucceeded = async (payload: Payload, address: string, email: string): Promise<void> => {
  await forgiveFailures(payload, address, email)
  // Requests without an address share one bucket: trusting it would exempt all of them.
  if (address === UNKNOWN_ADDRESS) return
  await trustAddress(payload, address, email, LOGIN_THROTTLE.trustedSeconds)
}
