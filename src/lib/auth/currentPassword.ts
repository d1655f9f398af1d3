import { createLocalReq, type Payload } from 'payload'

import { attemptSucceeded, beginAttempt } from './loginThrottle'
import { isStoredPassword } from './storedPassword'

export type PasswordCheck = { ok: true } | { ok: false; retryAfter?: number }

/**
 * Whether `password` is the account's own, asked before a change that a stolen session alone
 * must not be able to make (a new e-mail address). Counted in the shared sign-in throttle, as a
 * guess through the sign-in form would be; `retryAfter` is set when the throttle refuses.
 */
export const checkCurrentPassword = async (payload: Payload, userId: number, password: string, address: string): Promise<PasswordCheck> => {
  const account = await payload.db.findOne<{ id: number; email: string; hash?: string; salt?: string }>({
    collection: 'users',
    where: { id: { equals: userId } },
    req: await createLocalReq({}, payload),
  })
  if (!account) return { ok: false }
  const email = account.email.toLowerCase()
  const attempt = await beginAttempt(payload, address, email)
  if (!attempt.ok) return { ok: false, retryAfter: attempt.retryAfter }
  if (!(await isStoredPassword(password, account))) return { ok: false }
  await attemptSucceeded(payload, address, email)
  return { ok: true }
}
