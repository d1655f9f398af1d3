/** Post categories (SPEC §3 "Category"): name, slug and how many published posts each has. */
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'

import { payloadClient } from '@/lib/payload'
import { isSlug } from './slugs'

export type Category = { name: string; slug: string; count: number }

/**
 * Every category with its count of published posts, by name. Payload's API has no GROUP BY,
 * and a count per category would be one query each, so this is one SQL statement over the
 * tables the posts and categories collections own. Categories are public and the join keeps
 * only published posts: the same rows a visitor may read through Payload.
 */
export const listCategories = async (): Promise<Category[]> => {
  const payload = await payloadClient()
  const { drizzle } = payload.db as unknown as PostgresAdapter
  const { rows } = await drizzle.execute<{ name: string; slug: string; count: number }>(sql`
    SELECT c.name, c.slug, count(p.id)::int AS count
    FROM categories c
    LEFT JOIN posts p ON p.category_id = c.id AND p._status = 'published'
    GROUP BY c.id
    ORDER BY c.name`)
  return rows.map(({ name, slug, count }) => ({ name, slug, count: Number(count) }))
}

export type CategoryRef = { id: number; name: string; slug: string }

export const getCategoryBySlug = async (slug: string): Promise<CategoryRef | null> => {
  if (!isSlug(slug)) return null
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'categories',
    where: { slug: { equals: slug } },
    select: { name: true, slug: true },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  const doc = docs[0]
  return doc ? { id: doc.id, name: doc.name, slug: doc.slug } : null
}
