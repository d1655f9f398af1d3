/**
 * `npm run seed -- --posts N`: N generated posts for load and speed checks, written in
 * batches of plain SQL (the Local API would take minutes for 10,000), then indexed for
 * search. Slugs are numbered, so running it again with the same N adds nothing.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { drizzleFor } from '@/lib/db/sql'
import { postDocument, searchIndexers } from '@/search/documents'
import { reindexSearch } from '@/search/searchIndex'
import { lexicalFromBlocks } from './lexical'

const BATCH = 500

const subjects = ['grace', 'mercy', 'repentance', 'prayer', 'worship', 'faith', 'wisdom', 'humility', 'patience', 'hope']
const angles = ['A closer look at', 'Learning', 'Living out', 'Questions about', 'Growing in', 'Misunderstandings of']

const pick = <T>(list: readonly T[], n: number) => list[n % list.length]

const generated = (n: number) => {
  const subject = pick(subjects, n)
  const second = pick(subjects, n * 7 + 3)
  const title = `${pick(angles, n * 3)} ${subject}, part ${n}`
  return {
    slug: `generated-post-${n}`,
    title,
    summary: `Generated post ${n} for speed checks: a short reflection on ${subject} and ${second}.`,
    content: lexicalFromBlocks([
      `This generated article talks about ${subject} in everyday life and how Scripture speaks to it.`,
      { h2: `Where ${second} comes in` },
      `A second paragraph about ${second}, so searches find more than the title. Number ${n}.`,
    ]),
  }
}

export const seedBulkPosts = async (payload: Payload, count: number, log: (line: string) => void) => {
  const db = await drizzleFor(payload)
  const ids = async (query: ReturnType<typeof sql>) =>
    (await db.execute<{ id: number }>(query)).rows.map((r) => Number(r.id))
  const categories = await ids(sql`SELECT id FROM categories ORDER BY id`)
  const tags = await ids(sql`SELECT id FROM tags ORDER BY id`)
  const covers = await ids(sql`SELECT DISTINCT cover_image_id AS id FROM posts WHERE cover_image_id IS NOT NULL`)
  if (!categories.length) throw new Error('Run the demo seed first: generated posts need categories.')

  const started = Date.now()
  let created = 0
  for (let from = 1; from <= count; from += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, count - from + 1) }, (_, i) => from + i)
    const rows = numbers.map((n) => {
      const p = generated(n)
      // Spread dates over the past years so ordering by date does real work.
      const publishedAt = new Date(Date.now() - n * 3_600_000).toISOString()
      return sql`(${p.title}, ${p.summary}, ${covers.length ? pick(covers, n) : null}, ${JSON.stringify(p.content)}::jsonb,
        ${p.slug}, ${publishedAt}, ${pick(categories, n)}, false, 2, ${(n * 37) % 5000}, 'published')`
    })
    const inserted = await ids(sql`
      INSERT INTO posts (title, summary, cover_image_id, content, slug, published_at, category_id, featured, reading_time, views, _status)
      VALUES ${sql.join(rows, sql`, `)}
      ON CONFLICT (slug) DO NOTHING
      RETURNING id`)
    if (inserted.length && tags.length) {
      const rels = inserted.flatMap((id) =>
        (tags.length > 1 ? [pick(tags, id), pick(tags, id + 1)] : tags).map((tag, i) => sql`(${i + 1}, ${id}, 'tags', ${tag})`),
      )
      await db.execute(sql`INSERT INTO posts_rels ("order", parent_id, path, tags_id) VALUES ${sql.join(rels, sql`, `)}`)
    }
    created += inserted.length
    log(`[seed] generated posts: ${Math.min(from + BATCH - 1, count)}/${count}`)
  }
  await db.execute(sql`ANALYZE posts; ANALYZE posts_rels;`)
  log(`[seed] ${created} new generated posts in ${((Date.now() - started) / 1000).toFixed(1)} s; indexing for search...`)
  await reindexSearch(payload, searchIndexers.filter((i) => i.toDocument === postDocument), { log })
  // Fresh word statistics, so search's planner knows a word like "post" now matches nearly everything.
  await db.execute(sql`ANALYZE search_documents`)
}
