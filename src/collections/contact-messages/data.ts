/** Contact form messages: stored for the admin, then e-mailed. */
import type { Payload } from 'payload'

import { claimNotice, writeOnce, type Submission } from '@/lib/db/once'
import { contactEmail } from '@/lib/email/contact'
import { trySendEmail } from '@/lib/email/send'
import type { ContactInput } from '@/lib/validation/contact'
import { getSiteInfo, getSiteSettings } from '@/lib/data/site'

/** Where contact messages are e-mailed: the site settings' general contact address. */
export const contactAddress = async (payload: Payload): Promise<string | null> => {
  const { contact } = await getSiteSettings(payload)
  return contact?.generalEmail?.trim() || null
}

/**
 * Stores the message first, so it reaches the creator in the admin even when the e-mail
 * cannot be sent (that failure is logged, not reported to the visitor). A repeat of the same
 * submission stores nothing more, and the e-mail leaves at most once.
 */
export const sendContactMessage = async (payload: Payload, message: ContactInput, submission: Submission | null = null): Promise<void> => {
  // The collection is admin-only; this server-side write is the one way visitors add to it.
  await writeOnce(payload, submission, async (req) => {
    await payload.create({ collection: 'contact-messages', data: { ...message, status: 'new' }, depth: 0, overrideAccess: true, req })
    return null
  })
  if (!(await claimNotice(payload, submission))) return
  const to = await contactAddress(payload)
  if (!to) {
    console.warn('[email] No contact address in the site settings: the contact message was stored but not e-mailed.')
    return
  }
  const { title } = await getSiteInfo(payload)
  await trySendEmail(payload, contactEmail(message, to, title), 'contact message')
}
