import { sql } from '@payloadcms/db-postgres'
import { LRUCache } from 'lru-cache'

import { onContentChange } from '@/lib/cache/revalidate'
import { drizzleFor } from '@/lib/db/sql'
import { payloadClient } from '@/lib/payload'
import { section, sectionOn, type SectionId } from '@/lib/sections'
import type { SearchKind } from '@/search/searchIndex'
import { getFeatures } from './site'

export const SEARCH_PER_PAGE = 10

export type SearchResult = { type: SearchKind; title: string; summary: string; url: string; date: string | null }

type Row = { kind: SearchKind; title: string; summary: string; url: string; published_at: string | Date | null; total: string | number }

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
 * Ranked full-text search over every published content type. `websearch_to_tsquery`
 * accepts what people type ("grace -law", quoted phrases) and never raises a syntax error.
 */
const readSearch = async (query: string, page: number) => {
  const payload = await payloadClient()
  const db = await drizzleFor(payload)
  const hidden = await hiddenKinds()
  const { rows } = await db.execute<Row>(sql`
    SELECT kind, title, summary, url, published_at, count(*) OVER () AS total
    FROM search_documents, websearch_to_tsquery('english', ${query}) AS q
    WHERE document @@ q AND kind <> ALL(string_to_array(${hidden.join(',')}, ','))
    ORDER BY ts_rank_cd(document, q) DESC, published_at DESC NULLS LAST, kind, doc_id
    LIMIT ${SEARCH_PER_PAGE} OFFSET ${(page - 1) * SEARCH_PER_PAGE}`)
  const total = rows.length ? Number(rows[0].total) : await countMatches(query, hidden)
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
const countMatches = async (query: string, hidden: SearchKind[]) => {
  const db = await drizzleFor(await payloadClient())
  const { rows } = await db.execute<{ n: string }>(sql`
    SELECT count(*) AS n FROM search_documents
    WHERE document @@ websearch_to_tsquery('english', ${query}) AND kind <> ALL(string_to_array(${hidden.join(',')}, ','))`)
  return Number(rows[0]?.n ?? 0)
}

type SearchAnswer = Awaited<ReturnType<typeof readSearch>>

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
