import { sql } from '@payloadcms/db-postgres'

import { drizzleFor } from '@/lib/db/sql'
import { payloadClient } from '@/lib/payload'
import type { SearchKind } from '@/search/searchIndex'

export const SEARCH_PER_PAGE = 10

export type SearchResult = { type: SearchKind; title: string; summary: string; url: string; date: string | null }

type Row = { kind: SearchKind; title: string; summary: string; url: string; published_at: string | Date | null; total: string | number }

/**
 * Ranked full-text search over every published content type. `websearch_to_tsquery`
 * accepts what people type ("grace -law", quoted phrases) and never raises a syntax error.
 */
export const searchContent = async (query: string, page = 1) => {
  const payload = await payloadClient()
  const db = await drizzleFor(payload)
  const { rows } = await db.execute<Row>(sql`
    SELECT kind, title, summary, url, published_at, count(*) OVER () AS total
    FROM search_documents, websearch_to_tsquery('english', ${query}) AS q
    WHERE document @@ q
    ORDER BY ts_rank_cd(document, q) DESC, published_at DESC NULLS LAST, kind, doc_id
    LIMIT ${SEARCH_PER_PAGE} OFFSET ${(page - 1) * SEARCH_PER_PAGE}`)
  const total = rows.length ? Number(rows[0].total) : await countMatches(query)
  return {
    items: rows.map(
      (r): SearchResult => ({
        type: r.kind,
        title: r.title,
        summary: r.summary,
        url: r.url,
        date: r.published_at ? new Date(r.published_at).toISOString() : null,
      }),
    ),
    currentPage: page,
    totalPages: Math.ceil(total / SEARCH_PER_PAGE),
    total,
  }
}

/** Only needed for a page past the end, where the window count has no row to ride on. */
const countMatches = async (query: string) => {
  const db = await drizzleFor(await payloadClient())
  const { rows } = await db.execute<{ n: string }>(sql`
    SELECT count(*) AS n FROM search_documents WHERE document @@ websearch_to_tsquery('english', ${query})`)
  return Number(rows[0]?.n ?? 0)
}
