import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'

import { userIsAdmin } from '@/access/roles'
import { addressCorrectedEmails } from '@/lib/email/emailChange'
import type { User } from '@/payload-types'

const OWN_ADDRESS_ON_ACCOUNT_PAGE =
  'Change your own e-mail address on your account page (/account): the new address is confirmed there by a link.'

const changed = (before: string | undefined, after: unknown) =>
  typeof after === 'string' && typeof before === 'string' && after.trim().toLowerCase() !== before.toLowerCase()

/**
 * An account's address changes only through its flow: the member asks on /account and the new
 * address confirms by its link (src/lib/auth/emailChange.ts, which writes as the server, with
 * no user on the request). Through the APIs, where a signed-in person writes, only the creator
 * may correct someone else's address; nobody changes their own there.
 */
export const addressOnlyThroughItsFlow: CollectionBeforeChangeHook<User> = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !req.user || !changed(originalDoc?.email, data.email)) return data
  if (!userIsAdmin(req.user) || req.user.id === originalDoc?.id) {
    throw new ValidationError({ collection: 'users', errors: [{ path: 'email', message: OWN_ADDRESS_ON_ACCOUNT_PAGE }] })
  }
  return data
}

/**
 * The creator corrected someone's address: nobody has proven the new one yet (a social sign-in
 * with it must not land in this account on the strength of the old proof), and both addresses
 * are told, by jobs queued on this change's transaction (sent only if it is saved).
 */
export const correctedAddressUnproven: CollectionAfterChangeHook<User> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !req.user || !changed(previousDoc?.email, doc.email)) return doc
  await req.payload.db.updateOne({ collection: 'users', id: doc.id, data: { emailVerified: false }, req, returning: false })
  const { title } = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  for (const message of addressCorrectedEmails(previousDoc.email, doc.email, title || 'Renewed Mind')) {
    await req.payload.jobs.queue({ task: 'deliverEmail', input: { to: String(message.to), subject: message.subject ?? '', text: String(message.text ?? '') }, req })
  }
  return { ...doc, emailVerified: false }
}
