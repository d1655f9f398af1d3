import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleFor } from './sql'

/**
 * The statements over view counts (src/collections/posts/views.ts). SQL because a view is counted by
 * one atomic statement on the hot path of every post page, with no hook (and so no page
 * revalidation) and no new version: the post's total goes up by one where it stands, however
 * many readers count at once; the latest saved version's copy follows it (Payload starts an
 * admin save from that version, and would otherwise write its older count back over the views
 * counted since); and the month's count lives in `post_monthly_views`, the app's own table.
 */

/**
 * Counts one view of the published post `postId` in `month` (the first day of the site's
 * month, '2026-11-01'): everywhere or nowhere. Nothing is counted for a post not published.
 */
export const countView = async (payload: Payload, postId: number, month: string): Promise<void> => {
  const db = await drizzleFor(payload)
  await db.execute(sql`
    WITH counted AS (
      UPDATE posts SET views = COALESCE(views, 0) + 1
      WHERE id = ${postId} AND _status = 'published'
      RETURNING id, views
    ), versioned AS (
      UPDATE _posts_v AS v SET version_views = counted.views
      FROM counted
      WHERE v.parent_id = counted.id AND v.latest
    )
    INSERT INTO post_monthly_views AS m (post_id, month, views)
    SELECT id, ${month}::date, 1 FROM counted
    ON CONFLICT (month, post_id) DO UPDATE SET views = m.views + 1`)
}

export type MonthlyReads = { id: number; title: string; slug: string; views: number }

/** The month's most read published posts, most views first, then the newest post. */
export const mostReadPosts = async (payload: Payload, month: string, limit: number): Promise<MonthlyReads[]> => {
  const db = await drizzleFor(payload)
  const { rows } = await db.execute<{ id: number; title: string; slug: string; views: number }>(sql`
    SELECT p.id, p.title, p.slug, m.views
    FROM post_monthly_views AS m
    JOIN posts AS p ON p.id = m.post_id
    WHERE m.month = ${month}::date AND p._status = 'published'
    ORDER BY m.views DESC, p.id DESC
    LIMIT ${limit}`)
  return rows.map((row) => ({ id: Number(row.id), title: row.title, slug: row.slug, views: Number(row.views) }))
}
