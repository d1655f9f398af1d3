/** Post view counts: one atomic increment per view, outside Payload so no hook (and no page revalidation) runs. */
import { sql } from '@payloadcms/db-postgres'

import { drizzleFor } from '@/lib/db/sql'
import { payloadClient } from '@/lib/payload'
import { firstWithin } from '@/lib/rateLimit/limiter'
import { VIEW_WINDOW_SECONDS } from '@/lib/rateLimit/policies'
import { publishedPostId } from './posts'

/**
 * Counts a view of a published post, once per visitor (client address) and post in
 * VIEW_WINDOW_SECONDS. The latest saved version gets the new count too: Payload starts an
 * admin save from that version, and would otherwise write its older count back over the views
 * counted since.
 */
export const countPostView = async (slug: string, visitor: string): Promise<'counted' | 'repeat' | 'missing'> => {
  const postId = await publishedPostId(slug)
  if (postId === null) return 'missing'
  const payload = await payloadClient()
  if (!(await firstWithin(payload, 'view', `${visitor}:${postId}`, VIEW_WINDOW_SECONDS))) return 'repeat'
  const db = await drizzleFor(payload)
  await db.execute(sql`
    WITH counted AS (
      UPDATE posts SET views = COALESCE(views, 0) + 1
      WHERE id = ${postId} AND _status = 'published'
      RETURNING id, views
    )
    UPDATE _posts_v AS v SET version_views = counted.views
    FROM counted
    WHERE v.parent_id = counted.id AND v.latest`)
  return 'counted'
}
