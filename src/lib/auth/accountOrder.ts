import type { Payload } from 'payload'

import { LOCK_SPACE, withAdvisoryLock } from '@/lib/db/advisoryLocks'

/**
 * Payload keeps an account's sessions as one list, and signing in, signing out and refreshing a
 * token each read that list and write it back whole. Two of them at once for one account lose
 * one's change: a browser is signed out, or a revoked session comes back (docs/security.md, G8).
 * Every change to the list goes through `inAccountOrder`, one at a time per account: in line
 * within this process first (free), then holding the account's PostgreSQL advisory lock, which
 * other instances and processes wait for.
 */
const lastInLine = new Map<number, Promise<unknown>>()

export const inAccountOrder = async <T>(accountId: number | undefined, work: () => Promise<T>): Promise<T> => {
  if (accountId === undefined) return work()
  const before = lastInLine.get(accountId) ?? Promise.resolve()
  const locked = () => acrossInstances(accountId, work)
  const turn = before.then(locked, locked)
  const settled = turn.then(
    () => undefined,
    () => undefined,
  )
  lastInLine.set(accountId, settled)
  try {
    return await turn
  } finally {
    if (lastInLine.get(accountId) === settled) lastInLine.delete(accountId)
  }
}

/** The account's turn among every instance sharing the database. */
export const acrossInstances = <T>(accountId: number, work: () => Promise<T>): Promise<T> =>
  withAdvisoryLock([LOCK_SPACE.accountSessions, accountId], work)

/** The account a sign-in names (Payload compares e-mails trimmed and lower-cased), if any. */
export const accountIdByEmail = async (payload: Payload, email: string): Promise<number | undefined> => {
  const account = email.trim().toLowerCase()
  if (!account) return undefined
  const found = await payload.db.findOne<{ id: number }>({
    collection: 'users',
    where: { email: { equals: account } },
    select: { id: true },
  })
  return found?.id
}
