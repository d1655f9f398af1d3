import { sql } from '@payloadcms/db-postgres'
import { LRUCache } from 'lru-cache'

import { onContentChange } from '@/lib/cache/revalidate'
import { SEARCH_CANDIDATES } from '@/lib/constants'
import { drizzleFor } from '@/lib/db/sql'
import { payloadClient } from '@/lib/payload'
import { section, sectionOn, type SectionId } from '@/lib/sections'
import type { SearchKind } from '@/search/searchIndex'
import { getFeatures } from './site'

export const SEARCH_PER_PAGE = 10

/*
 * Only the newest SEARCH_CANDIDATES (1,000) matches are ranked. Ranking reads each match's
 * whole text vector, so ranking every match made a query that matches everything (10,000
 * posts) cost 30 to 60 ms; the newest 1,000 come off an index in date order and rank in a few
 * ms at any size. Up to that many matches, every one is ranked and counted exactly.
 */

export type SearchResult = { type: SearchKind; title: string; summary: string; url: string; date: string | null }

export type SearchAnswer = {
  items: SearchResult[]
  currentPage: number
  totalPages: number
  /** How many results there are to page through: every match, or SEARCH_CANDIDATES when `capped`. */
  total: number
  /** More documents matched than were ranked: only the newest SEARCH_CANDIDATES are shown. */
  capped: boolean
}

type Row = { kind: SearchKind; title: string; summary: string; url: string; published_at: string | Date | null; matched: string | number }

/** The section whose pages each kind of result links to. */
const KIND_SECTION: Record<SearchKind, SectionId> = {
  post: 'blog',
  organization: 'organizations',
  'lyrics-analysis': 'lyrics-analysis',
  'music-analysis': 'music-analysis',
  media: 'media',
}

/** Kinds whose section is switched off: their pages answer 404, so search does not offer them. */
const hiddenKinds = async (): Promise<SearchKind[]> => {
  const features = await getFeatures()
  return (Object.keys(KIND_SECTION) as SearchKind[]).filter((kind) => !sectionOn(section(KIND_SECTION[kind]), features))
}

/**
 * What matches `query`, among the kinds not hidden. `websearch_to_tsquery` accepts what people
 * type ("grace -law", quoted phrases) and never raises a syntax error. Written inline (not
 * joined in as a table), it is folded to a constant, so PostgreSQL can tell from the column's
 * word statistics whether walking the date index (most documents match) or the text index
 * (few do) finds the newest matches sooner.
 */
const matching = (query: string, hidden: SearchKind[]) =>
  sql`document @@ websearch_to_tsquery('english', ${query}) AND kind <> ALL(string_to_array(${hidden.join(',')}, ','))`

// Newest first, then a fixed order for equal dates, so pages never overlap; the same columns
// as the search_documents_newest_idx index.
const newestFirst = sql`published_at DESC NULLS LAST, kind, doc_id`

/**
 * A page of ranked full-text search over every published content type: the best matches first
 * (title over summary over body, then the newer) among the newest SEARCH_CANDIDATES matches.
 * One more is read to learn whether there were more than that.
 */
/**
 * `websearch_to_tsquery` turns each `-` into a NOT of what follows, nested: a run of 33 or more
 * overflows its stack and fails the query. A `-` means "without the next word" only right
 * before one, so a run counts once and a `-` before nothing is dropped.
 */
export const searchWords = (query: string) => query.replace(/-+/g, '-').replace(/-(?![\p{L}\p{N}"])/gu, ' ')

const readSearch = async (typed: string, page: number): Promise<SearchAnswer> => {
  const query = searchWords(typed)
  const payload = await payloadClient()
  const db = await drizzleFor(payload)
  const hidden = await hiddenKinds()
  const { rows } = await db.execute<Row>(sql`
    WITH matches AS MATERIALIZED (
      SELECT kind, doc_id, title, summary, url, published_at, document FROM search_documents
      WHERE ${matching(query, hidden)}
      ORDER BY ${newestFirst}
      LIMIT ${SEARCH_CANDIDATES + 1})
    SELECT kind, title, summary, url, published_at, (SELECT count(*) FROM matches) AS matched
    FROM (SELECT * FROM matches ORDER BY ${newestFirst} LIMIT ${SEARCH_CANDIDATES}) AS candidates
    ORDER BY ts_rank_cd(document, websearch_to_tsquery('english', ${query})) DESC, ${newestFirst}
    LIMIT ${SEARCH_PER_PAGE} OFFSET ${(page - 1) * SEARCH_PER_PAGE}`)
  const matched = rows.length ? Number(rows[0].matched) : await countMatches(query, hidden)
  const total = Math.min(matched, SEARCH_CANDIDATES)
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
    capped: matched > SEARCH_CANDIDATES,
  }
}

/** Only needed for a page past the end, where the count has no row to ride on; stops counting past the bound too. */
const countMatches = async (query: string, hidden: SearchKind[]) => {
  const db = await drizzleFor(await payloadClient())
  const { rows } = await db.execute<{ n: string }>(sql`
    SELECT count(*) AS n FROM (SELECT 1 FROM search_documents WHERE ${matching(query, hidden)} LIMIT ${SEARCH_CANDIDATES + 1}) AS bounded`)
  return Number(rows[0]?.n ?? 0)
}

/**
 * Search answers in this process's memory, not in the data cache: queries are whatever visitors
 * type, and each would be a file of its own there. At most 500 answers, each for a minute, all
 * dropped when content changes; a popular query still costs one database round trip a minute.
 */
const searches = new LRUCache<string, SearchAnswer>({ max: 500, ttl: 60_000 })
onContentChange(() => searches.clear())

export const searchContent = async (query: string, page = 1): Promise<SearchAnswer> => {
  if (!process.env.NEXT_RUNTIME) return readSearch(query, page)
  const key = `${page} ${query}`
  const hit = searches.get(key)
  if (hit) return hit
  const answer = await readSearch(query, page)
  searches.set(key, answer)
  return answer
}
