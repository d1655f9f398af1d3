/**
 * Newsletter sign-ups with double opt-in. A subscriber is `pending` until they follow the
 * e-mailed link, then `active`; one click on any newsletter e-mail makes them `unsubscribed`.
 * The same random token authenticates both links, so it is never shown anywhere else.
 */
import { ValidationError, type Payload, type PayloadRequest } from 'payload'

import { claimNotice, writeOnce, type Submission } from '@/lib/db/once'
import { confirmationEmail } from '@/lib/email/newsletter'
import { trySendEmail } from '@/lib/email/send'
import { isSubscriberToken as isToken, newSubscriberToken as newToken } from './token'
import type { NewsletterSubscriber } from '@/payload-types'
import type { NewsletterInput } from '@/lib/validation/newsletter'
import { getSiteInfo } from '@/lib/data/site'

type Topic = NonNullable<NewsletterSubscriber['topics']>[number]

/** A pending subscriber who asks again is sent the link again, but not more often than this. */
export const RESEND_AFTER_MS = 10 * 60 * 1000

const sameTopics = (a: Topic[], b: Topic[]) => a.length === b.length && a.every((t) => b.includes(t))

const findBy = async (
  payload: Payload,
  field: 'id' | 'email' | 'token',
  value: string | number,
  req?: PayloadRequest,
): Promise<NewsletterSubscriber | null> => {
  // Subscribers are the creator's data: only this module, on the server, reads them.
  const { docs } = await payload.find({
    collection: 'newsletter-subscribers',
    where: { [field]: { equals: value } },
    depth: 0,
    limit: 1,
    pagination: false,
    showHiddenFields: true,
    overrideAccess: true,
    req,
  })
  return docs[0] ?? null
}

const update = async (payload: Payload, id: number, data: Partial<NewsletterSubscriber>, req?: PayloadRequest) =>
  payload.update({ collection: 'newsletter-subscribers', id, data, depth: 0, showHiddenFields: true, overrideAccess: true, req })

const sendConfirmation = async (payload: Payload, subscriber: NewsletterSubscriber) => {
  if (!subscriber.token) return
  const { title } = await getSiteInfo(payload)
  await trySendEmail(
    payload,
    confirmationEmail({ email: subscriber.email, token: subscriber.token, topics: subscriber.topics }, title),
    'newsletter confirmation',
  )
}

/**
 * Signs `email` up for `topics` (default "general"). The caller learns nothing about whether
 * the address was already known: every case ends the same way for them.
 * - new address: pending, confirmation e-mailed;
 * - pending: topics added; the link is e-mailed again if the last one is RESEND_AFTER_MS old;
 * - active: topics added, no e-mail (they already confirmed this address);
 * - unsubscribed: pending again with the requested topics and a new token, confirmation e-mailed.
 * A repeat of the same submission (src/lib/db/once.ts) changes nothing more, and its
 * confirmation leaves at most once.
 */
export const subscribe = async (payload: Payload, { email, topics }: NewsletterInput, submission: Submission | null = null): Promise<void> => {
  const address = email.toLowerCase()
  const wanted: Topic[] = topics?.length ? [...new Set(topics)] : ['general']
  let toConfirm: number | null
  try {
    toConfirm = (await writeOnce(payload, submission, (req) => signUp(payload, address, wanted, req))).value
  } catch (error) {
    // The same address sent twice at once: the unique e-mail index kept the other sign-up.
    if (error instanceof ValidationError && error.data.errors.some((issue) => issue.path === 'email') && (await findBy(payload, 'email', address))) return
    throw error
  }
  if (toConfirm === null || !(await claimNotice(payload, submission))) return
  const subscriber = await findBy(payload, 'id', toConfirm)
  if (subscriber) await sendConfirmation(payload, subscriber)
}

/**
 * The sign-up's changes, in the submission's transaction; the id of the subscriber to e-mail, if
 * any (an id only: what a submission returns is kept a day, and a subscriber's token is secret).
 */
const signUp = async (payload: Payload, address: string, wanted: Topic[], req: PayloadRequest): Promise<number | null> => {
  const existing = await findBy(payload, 'email', address, req)

  if (!existing) {
    const created = await payload.create({
      collection: 'newsletter-subscribers',
      data: { email: address, status: 'pending', topics: wanted, token: newToken() },
      depth: 0,
      overrideAccess: true,
      req,
    })
    return created.id
  }

  if (existing.status === 'unsubscribed') return (await update(payload, existing.id, { status: 'pending', topics: wanted, token: newToken() }, req)).id

  const current = existing.topics ?? []
  const merged = [...new Set([...current, ...wanted])]
  const changed = !sameTopics(current, merged)
  if (existing.status === 'active' || Date.now() - Date.parse(existing.updatedAt) < RESEND_AFTER_MS) {
    if (changed) await update(payload, existing.id, { topics: merged }, req)
    return null
  }
  // Saving also dates this send (updatedAt), which the next request's check reads.
  return (await update(payload, existing.id, { topics: merged, token: existing.token || newToken() }, req)).id
}

/** Follows the e-mailed confirmation link. An unsubscribed address needs a new sign-up first. */
export const confirmSubscription = async (payload: Payload, token: string | null): Promise<'confirmed' | 'invalid'> => {
  if (!isToken(token)) return 'invalid'
  const subscriber = await findBy(payload, 'token', token)
  if (!subscriber || subscriber.status === 'unsubscribed') return 'invalid'
  if (subscriber.status === 'pending') {
    await update(payload, subscriber.id, { status: 'active', confirmedAt: new Date().toISOString() })
  }
  return 'confirmed'
}

/** One click from any newsletter e-mail. Repeating it is harmless; the token keeps working. */
export const unsubscribe = async (payload: Payload, token: string | null): Promise<'unsubscribed' | 'invalid'> => {
  if (!isToken(token)) return 'invalid'
  const subscriber = await findBy(payload, 'token', token)
  if (!subscriber) return 'invalid'
  if (subscriber.status !== 'unsubscribed') await update(payload, subscriber.id, { status: 'unsubscribed' })
  return 'unsubscribed'
}
