/** Post categories: name, slug and how many published posts each has. */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'

import { payloadClient } from '@/lib/payload'
import { cachedRead, found } from './cache'
import { findSlugRef } from './taxonomy'

export type Category = { name: string; slug: string; count: number }

/**
 * Every category with its count of published posts, by name. Payload's API has no GROUP BY,
 * and a count per category would be one query each, so this is one SQL statement over the
 * tables the posts and categories collections own. Categories are public and the join keeps
 * only published posts: the same rows a visitor may read through Payload.
 */
export const listCategories = cachedRead('categories.list', async (): Promise<Category[]> => {
  const payload = await payloadClient()
  const { drizzle } = payload.db as unknown as PostgresAdapter
  const { rows } = await drizzle.execute<{ name: string; slug: string; count: number }>(sql`
    SELECT c.name, c.slug, count(p.id)::int AS count
    FROM categories c
    LEFT JOIN posts p ON p.category_id = c.id AND p._status = 'published'
    GROUP BY c.id
    ORDER BY c.name`)
  return rows.map(({ name, slug, count }) => ({ name, slug, count: Number(count) }))
})

/** The category at `slug`, or null. */
export const getCategoryBySlug = cachedRead('categories.bySlug', (slug: string) => findSlugRef('categories', slug), { keep: found })
