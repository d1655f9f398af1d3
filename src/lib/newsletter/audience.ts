/**
 * Who receives a sending of a topic, written once as SQL: the starting, the counting for the
 * admin's confirmation and each batch's last check all use it, so they cannot disagree.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { drizzleFor } from '@/lib/db/sql'
import { NEWSLETTER_TOPICS, type NewsletterTopic } from '@/lib/validation/newsletter'

/**
 * Whether the subscriber row aliased `s` gets a sending of `topic`: confirmed ("active"), with
 * that topic. The podcast topic reaches only those who asked for podcast news; a subscriber
 * with no topic at all counts as a "general" one (their confirmation e-mail said so too).
 */
export const inAudience = (topic: NewsletterTopic): SQL => {
  const hasTopic = sql`EXISTS (SELECT 1 FROM newsletter_subscribers_topics t WHERE t.parent_id = s.id AND t.value = ${topic})`
  const noTopic = sql`NOT EXISTS (SELECT 1 FROM newsletter_subscribers_topics t WHERE t.parent_id = s.id)`
  return topic === 'general' ? sql`(s.status = 'active' AND (${hasTopic} OR ${noTopic}))` : sql`(s.status = 'active' AND ${hasTopic})`
}

/** How many confirmed subscribers each topic has now: what "Send to subscribers" will reach. */
export const audienceSizes = async (payload: Payload): Promise<Record<NewsletterTopic, number>> => {
  const db = await drizzleFor(payload)
  const counts = NEWSLETTER_TOPICS.map((topic) => sql`count(*) FILTER (WHERE ${inAudience(topic)})::int AS ${sql.identifier(topic)}`)
  const { rows } = await db.execute<Record<NewsletterTopic, number>>(
    sql`SELECT ${sql.join(counts, sql`, `)} FROM newsletter_subscribers s WHERE s.status = 'active'`,
  )
  return Object.fromEntries(NEWSLETTER_TOPICS.map((topic) => [topic, Number(rows[0]?.[topic] ?? 0)])) as Record<NewsletterTopic, number>
}
