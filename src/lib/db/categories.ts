import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleFor } from './sql'

export type CategoryCount = { name: string; slug: string; count: number }

/**
 * Every category with its count of published posts, by name. SQL because Payload's API has no
 * GROUP BY: counting through it would be one query per category. Categories are public and the
 * join keeps only published posts: the same rows a visitor may read through Payload.
 */
export const categoryPostCounts = async (payload: Payload): Promise<CategoryCount[]> => {
  const db = await drizzleFor(payload)
  const { rows } = await db.execute<{ name: string; slug: string; count: number }>(sql`
    SELECT c.name, c.slug, count(p.id)::int AS count
    FROM categories c
    LEFT JOIN posts p ON p.category_id = c.id AND p._status = 'published'
    GROUP BY c.id
    ORDER BY c.name`)
  return rows.map(({ name, slug, count }) => ({ name, slug, count: Number(count) }))
}
