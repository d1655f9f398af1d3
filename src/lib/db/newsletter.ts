import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { NEWSLETTER_TOPICS, type NewsletterTopic } from '@/lib/validation/newsletter'
import { drizzleFor } from './sql'

/**
 * The statements of a newsletter sending (src/lib/newsletter: sendings.ts starts and retries,
 * batch.ts sends). SQL for three reasons Payload's API cannot meet:
 * - who receives a topic is written once, as the SQL condition `inAudience`, and the starting,
 *   the counting for the admin's confirmation and each batch's last check all use it, so they
 *   cannot disagree;
 * - nobody may get the same post twice: each change of a delivery's status re-checks that
 *   status in the same statement (a delivery is claimed with FOR UPDATE SKIP LOCKED), whereas
 *   Payload's bulk update picks the rows first and then writes each one unconditionally, so two
 *   overlapping runs could send one delivery twice;
 * - a sending's deliveries are written and counted in bulk, one statement for any number of
 *   subscribers, where Payload writes one row at a time.
 * Unless given a `req`, each statement commits on its own, outside any transaction, so a claim
 * stands even when the run fails.
 */

/**
 * Whether the subscriber row aliased `s` gets a sending of `topic`: confirmed ("active"), with
 * that topic. The podcast topic reaches only those who asked for podcast news; a subscriber
 * with no topic at all counts as a "general" one (their confirmation e-mail said so too).
 */
const inAudience = (topic: NewsletterTopic): SQL => {
  const hasTopic = sql`EXISTS (SELECT 1 FROM newsletter_subscribers_topics t WHERE t.parent_id = s.id AND t.value = ${topic})`
  const noTopic = sql`NOT EXISTS (SELECT 1 FROM newsletter_subscribers_topics t WHERE t.parent_id = s.id)`
  return topic === 'general' ? sql`(s.status = 'active' AND (${hasTopic} OR ${noTopic}))` : sql`(s.status = 'active' AND ${hasTopic})`
}

type Req = Partial<PayloadRequest> | undefined

/** How many confirmed subscribers each topic has now: what "Send to subscribers" will reach. */
export const audienceSizes = async (payload: Payload): Promise<Record<NewsletterTopic, number>> => {
  const db = await drizzleFor(payload)
  const counts = NEWSLETTER_TOPICS.map((topic) => sql`count(*) FILTER (WHERE ${inAudience(topic)})::int AS ${sql.identifier(topic)}`)
  const { rows } = await db.execute<Record<NewsletterTopic, number>>(
    sql`SELECT ${sql.join(counts, sql`, `)} FROM newsletter_subscribers s WHERE s.status = 'active'`,
  )
  return Object.fromEntries(NEWSLETTER_TOPICS.map((topic) => [topic, Number(rows[0]?.[topic] ?? 0)])) as Record<NewsletterTopic, number>
}

/**
 * Writes one pending delivery per subscriber of `topic` to the sending `sendId`, numbered into
 * batches of `batchSize` (in subscriber order), in `req`'s transaction: how many, in how many batches.
 */
export const addDeliveries = async (
  payload: Payload,
  req: Req,
  { sendId, topic, batchSize }: { sendId: number; topic: NewsletterTopic; batchSize: number },
): Promise<{ total: number; batches: number }> => {
  const db = await drizzleFor(payload, req)
  const { rows } = await db.execute<{ total: number; batches: number }>(sql`
    WITH added AS (
      INSERT INTO newsletter_deliveries (send_id, subscriber_id, email, batch)
      SELECT ${sendId}, s.id, s.email, (row_number() OVER (ORDER BY s.id) - 1) / ${batchSize}::int + 1
      FROM newsletter_subscribers s
      WHERE ${inAudience(topic)}
      RETURNING batch
    )
    SELECT count(*)::int AS total, coalesce(max(batch), 0)::int AS batches FROM added`)
  return { total: Number(rows[0]?.total ?? 0), batches: Number(rows[0]?.batches ?? 0) }
}

/** Makes the sending's failed deliveries wait again, in `req`'s transaction: the batches they are in. */
export const retryFailedDeliveries = async (payload: Payload, req: Req, sendId: number): Promise<number[]> => {
  const db = await drizzleFor(payload, req)
  const { rows } = await db.execute<{ batch: number }>(sql`
    WITH retried AS (
      UPDATE newsletter_deliveries SET status = 'pending', error = NULL, updated_at = now()
      WHERE send_id = ${sendId} AND status = 'failed'
      RETURNING batch
    )
    SELECT DISTINCT batch::int AS batch FROM retried ORDER BY batch`)
  return rows.map((row) => Number(row.batch))
}

/**
 * Recounts a sending from its deliveries, in one statement: still sending while any delivery
 * waits, else sent, or "failed" when some could not be sent. `error` becomes its lastError
 * (cleared once nothing failed or waits).
 */
export const recountSending = async (payload: Payload, sendId: number, { error, req }: { error?: string; req?: Req } = {}): Promise<void> => {
  const db = await drizzleFor(payload, req)
  await db.execute(sql`
    UPDATE newsletter_sends n SET
      total = c.total,
      sent = c.sent,
      failed = c.failed,
      status = (CASE WHEN c.pending > 0 THEN 'sending' WHEN c.failed > 0 THEN 'failed' ELSE 'sent' END)::enum_newsletter_sends_status,
      finished_at = CASE WHEN c.pending > 0 THEN NULL ELSE coalesce(n.finished_at, now()) END,
      last_error = CASE WHEN c.failed = 0 AND c.pending = 0 THEN NULL ELSE coalesce(${error ?? null}::varchar, n.last_error) END,
      updated_at = now()
    FROM (
      SELECT count(*)::int AS total,
        (count(*) FILTER (WHERE status = 'sent'))::int AS sent,
        (count(*) FILTER (WHERE status = 'failed'))::int AS failed,
        (count(*) FILTER (WHERE status = 'pending'))::int AS pending
      FROM newsletter_deliveries WHERE send_id = ${sendId}
    ) c
    WHERE n.id = ${sendId}`)
}

/** One batch of one sending. */
export type Batch = { sendId: number; batch: number }

const ofBatch = ({ sendId, batch }: Batch) => sql`d.send_id = ${sendId} AND d.batch = ${batch}`

/** The batch's failed deliveries wait again (each run gives them another try). */
export const retryBatch = async (payload: Payload, batch: Batch): Promise<void> => {
  await (await drizzleFor(payload)).execute(sql`
    UPDATE newsletter_deliveries d SET status = 'pending', updated_at = now() WHERE ${ofBatch(batch)} AND d.status = 'failed'`)
}

/** Drops the batch's waiting deliveries to whoever has left the topic's audience since the start. */
export const dropLeftAudience = async (payload: Payload, batch: Batch, topic: NewsletterTopic): Promise<void> => {
  await (await drizzleFor(payload)).execute(sql`
    DELETE FROM newsletter_deliveries d USING newsletter_subscribers s
    WHERE d.subscriber_id = s.id AND ${ofBatch(batch)} AND d.status = 'pending' AND NOT ${inAudience(topic)}`)
}

/** Marks every waiting delivery of the batch failed, with `error`. */
export const failBatch = async (payload: Payload, batch: Batch, error: string): Promise<void> => {
  await (await drizzleFor(payload)).execute(sql`
    UPDATE newsletter_deliveries d SET status = 'failed', error = ${error}, updated_at = now() WHERE ${ofBatch(batch)} AND d.status = 'pending'`)
}

export type ClaimedDelivery = { id: number; email: string; token: string }

/**
 * Claims the batch's next waiting delivery to a subscriber still in the audience and holding a
 * link secret: moved from pending to sent (one more attempt) by this statement alone, so only
 * the run that claimed it sends it. Undefined when none is left.
 */
export const claimNextDelivery = async (payload: Payload, batch: Batch, topic: NewsletterTopic): Promise<ClaimedDelivery | undefined> => {
  const { rows } = await (await drizzleFor(payload)).execute<ClaimedDelivery>(sql`
    WITH next AS (
      SELECT d.id, s.token FROM newsletter_deliveries d JOIN newsletter_subscribers s ON s.id = d.subscriber_id
      WHERE ${ofBatch(batch)} AND d.status = 'pending' AND ${inAudience(topic)} AND s.token IS NOT NULL
      ORDER BY d.id
      LIMIT 1
      FOR UPDATE OF d SKIP LOCKED
    )
    UPDATE newsletter_deliveries d
    SET status = 'sent', attempts = d.attempts + 1, sent_at = now(), error = NULL, updated_at = now()
    FROM next
    WHERE d.id = next.id AND d.status = 'pending'
    RETURNING d.id, d.email, next.token`)
  const row = rows[0]
  return row && { id: Number(row.id), email: row.email, token: row.token }
}
