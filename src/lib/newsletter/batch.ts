/**
 * Sends one batch of a sending (the `newsletterBatch` job, src/jobs/newsletterBatch.ts).
 *
 * Nobody may get the same post twice, however often the batch runs or however many runs
 * overlap (Payload retries a failed job; "Retry failed" queues the batch again). So each
 * delivery is claimed before its e-mail leaves: one statement moves it from pending to sent
 * and only the run whose statement changed it sends. If the SMTP server refuses the message,
 * the delivery becomes failed and is tried again on the next run; a process that dies between
 * claiming and sending leaves it sent (at most once, never twice). Every statement here
 * commits on its own, outside any transaction, so a claim stands even when the run fails.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleFor } from '@/lib/db/sql'
import { postNewsletterEmail } from '@/lib/email/newsletter'
import type { NewsletterTopic } from '@/lib/validation/newsletter'
import { inAudience } from './audience'
import { publishedPostForNewsletter, siteTitle } from './post'
import { refreshSending } from './sendings'
import { newSubscriberToken } from './token'

export type BatchResult = { sent: number; failed: number }

/** Thrown when some e-mails of a batch failed: Payload's job then retries the batch. */
export class BatchFailed extends Error {}

type Claimed = { id: number; email: string; token: string }

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500)

export const sendBatch = async (payload: Payload, { send: sendId, batch }: { send: number; batch: number }): Promise<BatchResult> => {
  const send = await payload.findByID({ collection: 'newsletter-sends', id: sendId, depth: 0, overrideAccess: true, disableErrors: true })
  // Deleting the post deletes its sending and deliveries: nothing is left to send.
  if (!send) return { sent: 0, failed: 0 }
  const topic = send.topic as NewsletterTopic
  const db = await drizzleFor(payload)
  const mine = sql`d.send_id = ${sendId} AND d.batch = ${batch}`

  // What failed on an earlier run gets another try.
  await db.execute(sql`UPDATE newsletter_deliveries d SET status = 'pending', updated_at = now() WHERE ${mine} AND d.status = 'failed'`)
  // Whoever unsubscribed (or left the topic) since the start is no longer sent anything.
  await db.execute(sql`
    DELETE FROM newsletter_deliveries d USING newsletter_subscribers s
    WHERE d.subscriber_id = s.id AND ${mine} AND d.status = 'pending' AND NOT ${inAudience(topic)}`)

  const post = await publishedPostForNewsletter(payload, Number(send.post))
  if (!post) {
    // Taken offline since the start: the link would lead nowhere. Republish, then "Retry failed".
    const error = 'The post is no longer published.'
    await db.execute(sql`UPDATE newsletter_deliveries d SET status = 'failed', error = ${error}, updated_at = now() WHERE ${mine} AND d.status = 'pending'`)
    await refreshSending(payload, sendId, { error })
    return { sent: 0, failed: 0 }
  }
  const title = await siteTitle(payload)

  // Subscribers added by hand in the admin have no link secret yet; the unsubscribe link needs one.
  const { rows: tokenless } = await db.execute<{ id: number }>(sql`
    SELECT s.id FROM newsletter_deliveries d JOIN newsletter_subscribers s ON s.id = d.subscriber_id
    WHERE ${mine} AND d.status = 'pending' AND s.token IS NULL`)
  for (const { id } of tokenless) {
    await db.execute(sql`UPDATE newsletter_subscribers SET token = ${newSubscriberToken()} WHERE id = ${id} AND token IS NULL`)
  }

  const claimNext = async (): Promise<Claimed | undefined> => {
    const { rows } = await db.execute<Claimed>(sql`
      WITH next AS (
        SELECT d.id, s.token FROM newsletter_deliveries d JOIN newsletter_subscribers s ON s.id = d.subscriber_id
        WHERE ${mine} AND d.status = 'pending' AND ${inAudience(topic)} AND s.token IS NOT NULL
        ORDER BY d.id
        LIMIT 1
        FOR UPDATE OF d SKIP LOCKED
      )
      UPDATE newsletter_deliveries d
      SET status = 'sent', attempts = d.attempts + 1, sent_at = now(), error = NULL, updated_at = now()
      FROM next
      WHERE d.id = next.id AND d.status = 'pending'
      RETURNING d.id, d.email, next.token`)
    return rows[0]
  }

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
      await db.execute(sql`UPDATE newsletter_deliveries SET status = 'failed', sent_at = NULL, error = ${errorText(cause)}, updated_at = now() WHERE id = ${claimed.id}`)
    }
    // The admin shows the count as it grows.
    await refreshSending(payload, sendId, { error })
  }
  await refreshSending(payload, sendId)

  if (failed) throw new BatchFailed(`${failed} of ${sent + failed} e-mails of batch ${batch} could not be sent; they will be tried again.`)
  return { sent, failed }
}
