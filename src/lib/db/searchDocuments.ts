import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { citingAny, type CitedRange } from './citations'
import { drizzleFor } from './sql'

/**
 * The statements over `search_documents`, the full-text index (src/search/searchIndex.ts keeps
 * it, src/lib/data/search.ts reads it). SQL because the table is the app's own: one row per
 * published document of every searchable collection, with a weighted tsvector column and GIN
 * index that one ranked query (`websearch_to_tsquery`, `ts_rank_cd`) covers at once. Payload's
 * API has neither full-text matching nor ranking. The writes take the `req` of the hook that
 * makes them, so they join its transaction.
 */

/** What the index keeps of one document (the tsvector is computed from it by the table). */
export type IndexedText = { title: string; summary: string; body: string; url: string; publishedAt: string | null }

type Req = Partial<PayloadRequest> | undefined

/** Puts the document `kind`/`id` in the index, or replaces what it held for it. */
export const upsertSearchDocument = async (payload: Payload, req: Req, kind: string, id: number, d: IndexedText): Promise<void> => {
  const db = await drizzleFor(payload, req)
  await db.execute(sql`
    INSERT INTO search_documents (kind, doc_id, title, summary, body, url, published_at)
    VALUES (${kind}, ${id}, ${d.title}, ${d.summary}, ${d.body}, ${d.url}, ${d.publishedAt})
    ON CONFLICT (kind, doc_id) DO UPDATE SET
      title = EXCLUDED.title, summary = EXCLUDED.summary, body = EXCLUDED.body,
      url = EXCLUDED.url, published_at = EXCLUDED.published_at`)
}

/** Takes the document `kind`/`id` out of the index. */
export const removeSearchDocument = async (payload: Payload, req: Req, kind: string, id: number): Promise<void> => {
  await (await drizzleFor(payload, req)).execute(sql`DELETE FROM search_documents WHERE kind = ${kind} AND doc_id = ${id}`)
}

/** Takes every document of `kind` out of the index (before it is built again). */
export const clearSearchKind = async (payload: Payload, req: Req, kind: string): Promise<void> => {
  await (await drizzleFor(payload, req)).execute(sql`DELETE FROM search_documents WHERE kind = ${kind}`)
}

/**
 * Whether the database holds any post. SQL because a migration asks it: the Local API reads
 * with today's schema, whose columns a database being migrated may not have yet; this touches
 * nothing but the `posts` table's rows.
 */
export const anyPosts = async (payload: Payload, req: Req): Promise<boolean> => {
  const db = await drizzleFor(payload, req)
  const { rows } = await db.execute<{ hasContent: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM posts) AS "hasContent"`)
  return rows[0]?.hasContent === true
}

/**
 * What matches `query`, among the kinds not `hidden`, as one or two sets, each queried on its own
 * so that each keeps its index. `websearch_to_tsquery` accepts what people type ("grace -law",
 * quoted phrases) and never raises a syntax error. Written inline (not joined in as a table), it
 * is folded to a constant, so PostgreSQL can tell from the column's word statistics whether
 * walking the date index (most documents match) or the text index (few do) finds the newest
 * matches sooner. A query naming passages of Scripture (`cited`) also matches the documents
 * citing them: a set of its own (`cites`), found through the citations' index, and left out of
 * the words' set, so no document is in both (an OR of the two would read every document).
 */
const matchSets = (query: string, hidden: readonly string[], cited: CitedRange[]): { where: SQL; cites: boolean }[] => {
  const shown = sql`kind <> ALL(string_to_array(${hidden.join(',')}, ','))`
  const words = sql`document @@ websearch_to_tsquery('english', ${query})`
  if (!cited.length) return [{ where: sql`${words} AND ${shown}`, cites: false }]
  const citing = citingAny(cited)
  return [
    { where: sql`${citing} AND ${shown}`, cites: true },
    { where: sql`${words} AND NOT ${citing} AND ${shown}`, cites: false },
  ]
}

// Newest first, then a fixed order for equal dates, so pages never overlap; the same columns
// as the search_documents_newest_idx index.
const newestFirst = sql`published_at DESC NULLS LAST, kind, doc_id`

type SearchRow = { kind: string; title: string; summary: string; url: string; publishedAt: Date | null }

export type SearchPage = {
  rows: SearchRow[]
  /** How many documents match, counted up to `candidates` + 1; null when the page had no row to carry the count. */
  matched: number | null
}

/**
 * One page of ranked results: the best matches first (title over summary over body, then the
 * newer) among the newest `candidates` matches. Ranking reads each match's whole text vector,
 * so only those are ranked; one more is read to learn whether there were more than that. When
 * the query names passages (`cited`), the documents citing them come first, and are candidates
 * before any other match.
 */
export const searchPage = async (
  payload: Payload,
  {
    query,
    cited = [],
    hidden,
    candidates,
    perPage,
    page,
  }: { query: string; cited?: CitedRange[]; hidden: readonly string[]; candidates: number; perPage: number; page: number },
): Promise<SearchPage> => {
  const db = await drizzleFor(payload)
  const newest = matchSets(query, hidden, cited).map(
    ({ where, cites }) => sql`(
      SELECT kind, doc_id, title, summary, url, published_at, document, ${cites}::boolean AS cites FROM search_documents
      WHERE ${where}
      ORDER BY ${newestFirst}
      LIMIT ${candidates + 1})`,
  )
  const { rows } = await db.execute<{ kind: string; title: string; summary: string; url: string; published_at: string | Date | null; matched: string | number }>(sql`
    WITH matches AS MATERIALIZED (
      SELECT * FROM (${sql.join(newest, sql` UNION ALL `)}) AS found
      ORDER BY cites DESC, ${newestFirst}
      LIMIT ${candidates + 1})
    SELECT kind, title, summary, url, published_at, (SELECT count(*) FROM matches) AS matched
    FROM (SELECT * FROM matches ORDER BY cites DESC, ${newestFirst} LIMIT ${candidates}) AS candidates
    ORDER BY cites DESC, ts_rank_cd(document, websearch_to_tsquery('english', ${query})) DESC, ${newestFirst}
    LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`)
  return {
    rows: rows.map((r) => ({ kind: r.kind, title: r.title, summary: r.summary, url: r.url, publishedAt: r.published_at ? new Date(r.published_at) : null })),
    matched: rows.length ? Number(rows[0].matched) : null,
  }
}

/** How many documents match, counted up to `bound` + 1 (for a page past the end, where no row carries the count). */
export const countSearchMatches = async (
  payload: Payload,
  { query, cited = [], hidden, bound }: { query: string; cited?: CitedRange[]; hidden: readonly string[]; bound: number },
): Promise<number> => {
  const db = await drizzleFor(payload)
  const sets = matchSets(query, hidden, cited).map(({ where }) => sql`(SELECT 1 FROM search_documents WHERE ${where} LIMIT ${bound + 1})`)
  const { rows } = await db.execute<{ n: string }>(sql`
    SELECT count(*) AS n FROM (SELECT 1 FROM (${sql.join(sets, sql` UNION ALL `)}) AS found LIMIT ${bound + 1}) AS bounded`)
  return Number(rows[0]?.n ?? 0)
}

/** A document the search box suggests while someone types. */
export type SuggestedRow = { kind: string; title: string; url: string }

/**
 * The documents whose words begin with every one of `words` (what has been typed so far: "gra
 * pea" finds "grace and peace"), the best `limit` among the newest `candidates` matches, ranked
 * as search ranks (title over summary over body). The words hold letters and digits only, so the
 * query text written from them is always a valid tsquery.
 */
/**
 * One typed word as the beginning of an indexed word: the beginning of its English stem, as the
 * index stores words, or the word as typed. An unfinished word can stem unlike the finished one
 * ("tommy" becomes "tommi" while "tommyknockers" is stored as "tommyknock"), and the word as typed still
 * finds it. A stop word ("the") asks nothing, as in search.
 */
const wordBeginning = (word: string) => {
  const prefix = `${word}:*`
  return sql`CASE WHEN numnode(to_tsquery('english', ${prefix})) = 0 THEN to_tsquery('english', ${prefix})
    ELSE to_tsquery('english', ${prefix}) || to_tsquery('simple', ${prefix}) END`
}

export const suggestDocuments = async (
  payload: Payload,
  { words, hidden, candidates, limit }: { words: readonly string[]; hidden: readonly string[]; candidates: number; limit: number },
): Promise<SuggestedRow[]> => {
  if (!words.length) return []
  const typed = sql`(${sql.join(words.map(wordBeginning), sql` && `)})`
  const db = await drizzleFor(payload)
  const { rows } = await db.execute<SuggestedRow>(sql`
    SELECT kind, title, url FROM (
      SELECT kind, doc_id, title, url, published_at, document FROM search_documents
      WHERE document @@ ${typed} AND kind <> ALL(string_to_array(${hidden.join(',')}, ','))
      ORDER BY ${newestFirst}
      LIMIT ${candidates}) AS newest
    ORDER BY ts_rank_cd(document, ${typed}) DESC, ${newestFirst}
    LIMIT ${limit}`)
  return rows.map((r) => ({ kind: r.kind, title: r.title, url: r.url }))
}
