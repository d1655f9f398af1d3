import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleFor } from './sql'

/**
 * The statements of the reading-plan reminders' sending (src/collections/reading-reminders/
 * send.ts). A day's e-mail is claimed before it leaves, in one statement: the unique (reminder,
 * local date) row is inserted, or, when an earlier try of that day failed, taken back from
 * `failed` (at most MAX_ATTEMPTS tries in all). Only the run whose statement wrote the row sends,
 * so overlapping runs (the hourly job, a retry, the command) never send one day twice; Payload's
 * API would read and then write, two steps another run could fall between. Each statement
 * commits on its own, so a claim stands even when the run fails later.
 */
const MAX_ATTEMPTS = 5

/** The delivery's id when this run may send `reminder`'s e-mail for `localDate`; null when it is sent, being sent or given up. */
export const claimReminderDay = async (payload: Payload, { reminder, localDate, day }: { reminder: number; localDate: string; day: number }): Promise<number | null> => {
  const db = await drizzleFor(payload)
  const { rows } = await db.execute<{ id: number }>(sql`
    INSERT INTO reading_reminder_deliveries AS d (reminder_id, local_date, day, status, attempts, updated_at, created_at)
    VALUES (${reminder}, ${localDate}, ${day}, 'sending', 1, now(), now())
    ON CONFLICT (reminder_id, local_date) DO UPDATE
      SET status = 'sending', attempts = d.attempts + 1, day = EXCLUDED.day, error = NULL, updated_at = now()
      WHERE d.status = 'failed' AND d.attempts < ${MAX_ATTEMPTS}
    RETURNING d.id`)
  return rows[0] ? Number(rows[0].id) : null
}

/** How the claimed delivery ended: sent, or failed with the mail server's answer (tried again on the next run that day). */
export const finishReminderDay = async (payload: Payload, id: number, outcome: { sent: true } | { sent: false; error: string }) => {
  const db = await drizzleFor(payload)
  await db.execute(sql`
    UPDATE reading_reminder_deliveries
    SET status = ${outcome.sent ? 'sent' : 'failed'}, error = ${outcome.sent ? null : outcome.error.slice(0, 500)}, updated_at = now()
    WHERE id = ${id}`)
}
