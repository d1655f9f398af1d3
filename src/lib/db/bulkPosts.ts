import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleFor } from './sql'

/**
 * Bulk writes of generated posts for load and speed checks (src/seed/bulkPosts.ts). SQL because
 * the Local API writes one document at a time, through every hook and a version each: 10,000
 * posts would take minutes. These rows are written as published posts directly, with no version
 * and no hook; the seed indexes them for search afterwards.
 */
export type BulkPost = {
  title: string
  summary: string
  slug: string
  /** Lexical JSON. */
  content: unknown
  publishedAt: string
  categoryId: number
  coverImageId: number | null
  views: number
}

/** Inserts the posts, skipping any whose slug exists already: the ids of those inserted. */
export const insertPosts = async (payload: Payload, posts: readonly BulkPost[]): Promise<number[]> => {
  if (!posts.length) return []
  const db = await drizzleFor(payload)
  const rows = posts.map(
    (p) => sql`(${p.title}, ${p.summary}, ${p.coverImageId}, ${JSON.stringify(p.content)}::jsonb,
      ${p.slug}, ${p.publishedAt}, ${p.categoryId}, false, 2, ${p.views}, 'published')`,
  )
  const inserted = await db.execute<{ id: number }>(sql`
    INSERT INTO posts (title, summary, cover_image_id, content, slug, published_at, category_id, featured, reading_time, views, _status)
    VALUES ${sql.join(rows, sql`, `)}
    ON CONFLICT (slug) DO NOTHING
    RETURNING id`)
  return inserted.rows.map((row) => Number(row.id))
}

/** Gives posts their tags: each pair is a post id and the ids of its tags, in order. */
export const tagPosts = async (payload: Payload, tagged: readonly { postId: number; tagIds: readonly number[] }[]): Promise<void> => {
  const rels = tagged.flatMap(({ postId, tagIds }) => tagIds.map((tagId, i) => sql`(${i + 1}, ${postId}, 'tags', ${tagId})`))
  if (!rels.length) return
  const db = await drizzleFor(payload)
  await db.execute(sql`INSERT INTO posts_rels ("order", parent_id, path, tags_id) VALUES ${sql.join(rels, sql`, `)}`)
}

/**
 * Refreshes the planner's statistics of the posts' tables, or of the search index: after a bulk
 * load the planner still sees the tables as they were (a word like "post" matching almost no
 * document, when it now matches nearly all).
 */
export const analyzePosts = async (payload: Payload): Promise<void> => {
  await (await drizzleFor(payload)).execute(sql`ANALYZE posts; ANALYZE posts_rels;`)
}

export const analyzeSearchDocuments = async (payload: Payload): Promise<void> => {
  await (await drizzleFor(payload)).execute(sql`ANALYZE search_documents`)
}
