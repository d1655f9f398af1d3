import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { drizzleFor } from './sql'

/**
 * The two statements of the comment e-mails (src/collections/comment-notices) that Payload's
 * API cannot make atomic. Given a `req`, each joins its transaction.
 */

/**
 * Records that the e-mail `kind` about `comment` is owed: the new notice's id, or null when one
 * was recorded before (a comment approved again, two moderators at once). Payload's create
 * would fail the whole change on the unique index instead of doing nothing.
 */
export const recordCommentNotice = async (
  payload: Payload,
  req: Partial<PayloadRequest> | undefined,
  kind: 'approved' | 'reply',
  comment: number,
): Promise<number | null> => {
  const db = await drizzleFor(payload, req)
  const { rows } = await db.execute<{ id: number }>(sql`
    INSERT INTO comment_notices (kind, comment_id, status, updated_at, created_at)
    VALUES (${kind}, ${comment}, 'pending', now(), now())
    ON CONFLICT (kind, comment_id) DO NOTHING
    RETURNING id`)
  return rows[0] ? Number(rows[0].id) : null
}

/**
 * The member's link secret, made now if they have none: the one stored first wins, so two
 * e-mails prepared at once carry the same working link.
 */
export const commentEmailsToken = async (payload: Payload, user: number, fresh: string): Promise<string | null> => {
  const db = await drizzleFor(payload)
  const { rows } = await db.execute<{ token: string }>(sql`
    UPDATE users SET comment_emails_token = COALESCE(comment_emails_token, ${fresh})
    WHERE id = ${user}
    RETURNING comment_emails_token AS token`)
  return rows[0]?.token ?? null
}
