import { ValidationError, type Payload } from 'payload'

import { writeOnce, type Submission, type Written } from '@/lib/db/once'
import type { RegisterInput } from '@/lib/validation/auth'
import type { User } from '@/payload-types'
import { startSession } from './signIn'

/**
 * Registration cannot help revealing that an address already has an account; the answer
 * says only that, the same way whatever state the account is in, and suggests signing in.
 */
export const EMAIL_TAKEN = 'An account with this email already exists. Please sign in instead.'

export type Registration =
  | { outcome: 'registered'; user: User; token: string }
  | { outcome: 'email-taken' }
  | { outcome: 'invalid'; errors: Record<string, string> }

/**
 * A new `member` account (whatever else the caller asked for), signed in at once. A repeat of
 * the same submission (src/lib/db/once.ts) whose first answer was lost signs in to the account
 * that first copy made, instead of finding the address taken.
 */
export const registerMember = async (
  payload: Payload,
  { email, password, firstName, lastName }: RegisterInput,
  submission: Submission | null = null,
): Promise<Registration> => {
  let written: Written<{ id: number }>
  try {
    written = await writeOnce(payload, submission, async (req) => {
      // The collection lets only admins create accounts; this is the one public way in.
      const created = await payload.create({
        collection: 'users',
        overrideAccess: true,
        data: { email, password, firstName: firstName || undefined, lastName: lastName || undefined, role: 'member' },
        req,
      })
      // The Users collection promotes the very first account to admin; a public sign-up never is one.
      if (created.role !== 'member') await payload.update({ collection: 'users', id: created.id, data: { role: 'member' }, overrideAccess: true, req })
      return { id: created.id }
    })
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    const issues = error.data.errors
    // The unique index on e-mail decides (two simultaneous registrations included); Payload's
    // own e-mail format check reports on the same path, hence the look-up.
    if (issues.some((issue) => issue.path === 'email')) {
      const { totalDocs } = await payload.count({ collection: 'users', where: { email: { equals: email.toLowerCase() } } })
      if (totalDocs > 0) return { outcome: 'email-taken' }
    }
    return { outcome: 'invalid', errors: Object.fromEntries(issues.map((issue) => [issue.path, issue.message])) }
  }
  const { user, token } = await startSession(payload, email, password)
  if (user.id !== written.value.id) throw new Error('The account signed in to is not the one this registration made.')
  return { outcome: 'registered', user, token }
}
