/**
 * Sends one batch of a sending (the `newsletterBatch` job, src/jobs/newsletterBatch.ts).
 *
 * Nobody may get the same post twice, however often the batch runs or however many runs
 * overlap (Payload retries a failed job; "Retry failed" queues the batch again). So each
 * delivery is claimed before its e-mail leaves: one statement moves it from pending to sent
 * and only the run whose statement changed it sends. If the SMTP server refuses the message,
 * the delivery becomes failed and is tried again on the next run; a process that dies between
 * claiming and sending leaves it sent (at most once, never twice). Every write here commits on
 * its own, outside any transaction, so a claim stands even when the run fails. The statements
 * that move deliveries between states are in src/lib/db/newsletter.ts.
 */
import type { Payload } from 'payload'

import { claimNextDelivery, dropLeftAudience, failBatch, retryBatch } from '@/lib/db/newsletter'
import { postNewsletterEmail } from '@/lib/email/newsletter'
import type { NewsletterTopic } from '@/lib/validation/newsletter'
import { publishedPostForNewsletter, siteTitle } from './post'
import { refreshSending } from './sendings'
import { newSubscriberToken } from '@/collections/newsletter-subscribers/token'

export type BatchResult = { sent: number; failed: number }

/** Thrown when some e-mails of a batch failed: Payload's job then retries the batch. */
class BatchFailed extends Error {}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500)

/**
 * Subscribers added by hand in the admin have no link secret yet; the unsubscribe link needs one.
 * Each is given one only while it still has none (the condition is in the UPDATE itself), so two
 * overlapping runs never replace a secret an e-mail already carries. Written through Payload's
 * database API (`atomic`: one conditional UPDATE), so no hook runs and the subscriber's
 * `updatedAt` stays: nothing the subscriber did changed.
 */
const giveTokens = async (payload: Payload, { sendId, batch }: { sendId: number; batch: number }) => {
  const { docs: waiting } = await payload.find({
    collection: 'newsletter-deliveries',
    where: { and: [{ send: { equals: sendId } }, { batch: { equals: batch } }, { status: { equals: 'pending' } }] },
    select: { subscriber: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  if (!waiting.length) return
  const { docs: tokenless } = await payload.find({
    collection: 'newsletter-subscribers',
    where: { and: [{ id: { in: waiting.map((delivery) => delivery.subscriber as number) } }, { token: { exists: false } }] },
    select: { email: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  for (const { id } of tokenless) {
    await payload.db.updateOne({
      collection: 'newsletter-subscribers',
      where: { and: [{ id: { equals: id } }, { token: { exists: false } }] },
      data: { token: newSubscriberToken(), updatedAt: null },
      options: { atomic: true },
      returning: false,
    })
  }
}

export const sendBatch = async (payload: Payload, { send: sendId, batch }: { send: number; batch: number }): Promise<BatchResult> => {
  const send = await payload.findByID({ collection: 'newsletter-sends', id: sendId, depth: 0, overrideAccess: true, disableErrors: true })
  // Deleting the post deletes its sending and deliveries: nothing is left to send.
  if (!send) return { sent: 0, failed: 0 }
  const topic = send.topic as NewsletterTopic
  const mine = { sendId, batch }

  // What failed on an earlier run gets another try.
  await retryBatch(payload, mine)
  // Whoever unsubscribed (or left the topic) since the start is no longer sent anything.
  await dropLeftAudience(payload, mine, topic)

  const post = await publishedPostForNewsletter(payload, Number(send.post))
  if (!post) {
    // Taken offline since the start: the link would lead nowhere. Republish, then "Retry failed".
    const error = 'The post is no longer published.'
    await failBatch(payload, mine, error)
    await refreshSending(payload, sendId, { error })
    return { sent: 0, failed: 0 }
  }
  const title = await siteTitle(payload)

  await giveTokens(payload, mine)
  const claimNext = () => claimNextDelivery(payload, mine, topic)

  let sent = 0
  let failed = 0
  for (let claimed = await claimNext(); claimed; claimed = await claimNext()) {
    let error: string | undefined
    try {
      await payload.sendEmail(postNewsletterEmail({ email: claimed.email, token: claimed.token }, post, { siteTitle: title, topic }))
      sent++
    } catch (cause) {
      failed++
      error = `${claimed.email}: ${errorText(cause)}`
      // This run claimed it, so nobody else changes it meanwhile: a plain write of the row.
      await payload.db.updateOne({
        collection: 'newsletter-deliveries',
        id: claimed.id,
        data: { status: 'failed', sentAt: null, error: errorText(cause) },
        returning: false,
      })
    }
    // The admin shows the count as it grows.
    await refreshSending(payload, sendId, { error })
  }
  await refreshSending(payload, sendId)

  if (failed) throw new BatchFailed(`${failed} of ${sent + failed} e-mails of batch ${batch} could not be sent; they will be tried again.`)
  return { sent, failed }
}
