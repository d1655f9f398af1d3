/** Post view counts: one atomic increment per view, outside Payload so no hook (and no page revalidation) runs. */
import { sql } from '@payloadcms/db-postgres'

import { drizzleFor } from '@/lib/db/sql'
import { payloadClient } from '@/lib/payload'
import { isSlug } from './slugs'

/**
 * Counts one view of a published post; false when there is no such post. The latest saved
 * version gets the new count too: Payload starts an admin save from that version, and would
 * otherwise write its older count back over the views counted since.
 */
export const countPostView = async (slug: string): Promise<boolean> => {
  if (!isSlug(slug)) return false
  const db = await drizzleFor(await payloadClient())
  const { rows } = await db.execute<{ id: number }>(sql`
    WITH counted AS (
      UPDATE posts SET views = COALESCE(views, 0) + 1
      WHERE slug = ${slug} AND _status = 'published'
      RETURNING id, views
    ), synced AS (
      UPDATE _posts_v AS v SET version_views = counted.views
      FROM counted
      WHERE v.parent_id = counted.id AND v.latest
      RETURNING v.id
    )
    SELECT id FROM counted`)
  return rows.length > 0
}
