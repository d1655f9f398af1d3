import { LRUCache } from 'lru-cache'
import type { Payload } from 'payload'

import { onContentChange } from '@/lib/cache/revalidate'
import { SEARCH_CANDIDATES } from '@/lib/constants'
import { countSearchMatches, searchPage } from '@/lib/db/searchDocuments'
import { section, sectionOn, type SectionId } from '@/lib/sections'
import { citedRange } from '@/search/citations'
import type { SearchKind } from '@/search/searchIndex'
import { findReferences } from '@/scripture/references'
import { getFeatures } from './site'

const SEARCH_PER_PAGE = 10

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

/** The section whose pages each kind of result links to. */
const KIND_SECTION: Record<SearchKind, SectionId> = {
  post: 'blog',
  organization: 'organizations',
  'lyrics-analysis': 'lyrics-analysis',
  'music-analysis': 'music-analysis',
  media: 'media',
}

/** Kinds whose section is switched off: their pages answer 404, so search does not offer them. */
export const hiddenKinds = async (payload: Payload): Promise<SearchKind[]> => {
  const features = await getFeatures(payload)
  return (Object.keys(KIND_SECTION) as SearchKind[]).filter((kind) => !sectionOn(section(KIND_SECTION[kind]), features))
}

/**
 * `websearch_to_tsquery` turns each `-` into a NOT of what follows, nested: a run of 33 or more
 * overflows its stack and fails the query. A `-` means "without the next word" only right
 * before one, so a run counts once and a `-` before nothing is dropped.
 */
const searchWords = (query: string) => query.replace(/-+/g, '-').replace(/-(?![\p{L}\p{N}"])/gu, ' ')

/**
 * A page of ranked full-text search over every published content type (src/lib/db/
 * searchDocuments.ts): the best matches first (title over summary over body, then the newer)
 * among the newest SEARCH_CANDIDATES matches. A query naming passages of Scripture ("Romans 12",
 * "John 3:16") finds the documents citing any verse of them too, ahead of the other matches.
 */
const readSearch = async (payload: Payload, typed: string, page: number): Promise<SearchAnswer> => {
  const query = searchWords(typed)
  const cited = findReferences(typed).map((reference) => citedRange(reference.passage))
  const hidden = await hiddenKinds(payload)
  const found = await searchPage(payload, { query, cited, hidden, candidates: SEARCH_CANDIDATES, perPage: SEARCH_PER_PAGE, page })
  // A page past the end has no row to carry the count: counting then stops past the bound too.
  const matched = found.matched ?? (await countSearchMatches(payload, { query, cited, hidden, bound: SEARCH_CANDIDATES }))
  const total = Math.min(matched, SEARCH_CANDIDATES)
  return {
    items: found.rows.map(
      (r): SearchResult => ({
        type: r.kind as SearchKind,
        title: r.title,
        summary: r.summary,
        url: r.url,
        date: r.publishedAt ? r.publishedAt.toISOString() : null,
      }),
    ),
    currentPage: page,
    totalPages: Math.ceil(total / SEARCH_PER_PAGE),
    total,
    capped: matched > SEARCH_CANDIDATES,
  }
}

/**
 * Search answers in this process's memory, not in the data cache: queries are whatever visitors
 * type, and each would be a file of its own there. At most 500 answers, each for a minute, all
 * dropped when content changes; a popular query still costs one database round trip a minute.
 */
const searches = new LRUCache<string, SearchAnswer>({ max: 500, ttl: 60_000 })
onContentChange(() => searches.clear())

export const searchContent = async (payload: Payload, query: string, page = 1): Promise<SearchAnswer> => {
  if (!process.env.NEXT_RUNTIME) return readSearch(payload, query, page)
  const key = `${page} ${query}`
  const hit = searches.get(key)
  if (hit) return hit
  const answer = await readSearch(payload, query, page)
  searches.set(key, answer)
  return answer
}
