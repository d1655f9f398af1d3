import { randomBytes } from 'node:crypto'

import { ValidationError, type Payload } from 'payload'

import { endOtherSessions } from '@/lib/auth/signIn'
import type { Identity } from './identity'

/**
 * The account a provider-verified e-mail belongs to: the existing one with that address (in
 * any letter case), else a new `member`. A new account gets a random password nobody knows
 * (`hasPassword: false`, so the account page asks its member to confirm through the provider
 * instead) and the name the provider gave.
 *
 * The creator's (admin) account never signs in this way: it guards the whole site, so it keeps
 * to its password and the sign-in throttle.
 *
 * Registration does not verify addresses, so a password account whose address nobody has proven
 * may have been registered by someone else, waiting for its real owner. When a provider proves
 * the address, the account becomes its owner's: the password nobody proved goes (the member sets
 * one again through "Forgot password?") and every session ends before the new one starts.
 */
export type AccountForIdentity = { outcome: 'member'; userId: number; email: string } | { outcome: 'password-only' }

/** The account fields hold at most 100 characters. */
const name = (value: string | undefined) => value?.trim().slice(0, 100) || undefined

type Found = { id: number; email: string; role: string; proven: boolean; hasPassword: boolean }

/**
 * The account with the address `email` (lower-cased): Payload stores every account's address
 * lower-cased (its auth e-mail field does so on every write), so an exact match finds it
 * whatever letter case the provider or the member used.
 */
const findByEmail = async (payload: Payload, email: string): Promise<Found | null> => {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    select: { email: true, role: true, emailVerified: true, hasPassword: true },
    sort: 'id',
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const user = docs[0]
  return user
    ? { id: user.id, email: user.email, role: user.role, proven: user.emailVerified === true, hasPassword: user.hasPassword !== false }
    : null
}

/** The provider proved the address of an account nobody had proven: it is its owner's from now on. */
const claimForOwner = async (payload: Payload, account: Found) => {
  if (account.hasPassword) {
    await payload.update({
      collection: 'users',
      id: account.id,
      data: { password: randomBytes(32).toString('base64url'), hasPassword: false, emailVerified: true },
      overrideAccess: true,
      depth: 0,
    })
    await endOtherSessions(payload, account.id)
  } else {
    await payload.update({ collection: 'users', id: account.id, data: { emailVerified: true }, overrideAccess: true, depth: 0 })
  }
}

export const accountForIdentity = async (payload: Payload, identity: Identity): Promise<AccountForIdentity> => {
  const email = identity.email.trim().toLowerCase()
  let account = await findByEmail(payload, email)
  if (!account) {
    try {
      const created = await payload.create({
        collection: 'users',
        overrideAccess: true,
        data: {
          email,
          password: randomBytes(32).toString('base64url'),
          hasPassword: false,
          emailVerified: true,
          firstName: name(identity.firstName),
          lastName: name(identity.lastName),
          role: 'member',
        },
      })
      // The Users collection makes the very first account the creator's; this one never is.
      if (created.role !== 'member') {
        await payload.update({ collection: 'users', id: created.id, data: { role: 'member' }, overrideAccess: true })
      }
      account = { id: created.id, email: created.email, role: 'member', proven: true, hasPassword: false }
    } catch (error) {
      // The same address signing in twice at once: the unique index lets one create it.
      if (!(error instanceof ValidationError && error.data.errors.some((issue) => issue.path === 'email'))) throw error
      account = await findByEmail(payload, email)
      if (!account) throw error
    }
  }
  if (account.role !== 'member') return { outcome: 'password-only' }
  if (!account.proven) await claimForOwner(payload, account)
  return { outcome: 'member', userId: account.id, email: account.email }
}

/** The account's current e-mail address, for a confirmation to compare with the provider's. */
export const accountEmail = async (payload: Payload, userId: number): Promise<string | null> => {
  const user = await payload.findByID({ collection: 'users', id: userId, select: { email: true }, depth: 0, overrideAccess: true, disableErrors: true })
  return user?.email ?? null
}
