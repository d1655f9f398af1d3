import type { Payload } from 'payload'

/**
 * Payload keeps an account's sessions as one list, and signing in, signing out and refreshing a
 * token each read that list and write it back whole. Two of them at once for one account lose
 * one's change: a browser is signed out, or a revoked session comes back (docs/security.md, G8).
 * Every change to the list goes through `inAccountOrder`, one at a time per account.
 * The queue lives in this process; several app instances would need a database lock instead.
 */
const lastInLine = new Map<number, Promise<unknown>>()

export const inAccountOrder = async <T>(accountId: number | undefined, work: () => Promise<T>): Promise<T> => {
  if (accountId === undefined) return work()
  const before = lastInLine.get(accountId) ?? Promise.resolve()
  const turn = before.then(work, work)
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
