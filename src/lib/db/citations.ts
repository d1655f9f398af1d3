import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'

import { drizzleFor } from './sql'

/**
 * The statements over `scripture_citations`: one row per passage of Scripture a published
 * document cites (src/scripture/citations.ts keeps them, src/lib/data/citations.ts and search
 * read them). SQL because the table is the app's own, derived from the documents and rewritten
 * whole on every publish, and because what is asked of it is not Payload's to express: which
 * rows' verse ranges overlap a passage, counts grouped by book, a chapter range expanded into
 * its chapters, and the documents search finds by passage. The writes take the `req` of the hook
 * that makes them, so they join its transaction.
 */

type Req = Partial<PayloadRequest> | undefined

/**
 * A verse range in one book: `book` is the OSIS code ("Rom"), a null `verse` is the start of
 * `chapter`, a null `endVerse` the end of `endChapter`.
 */
export type CitedRange = { book: string; chapter: number; verse: number | null; endChapter: number; endVerse: number | null }

/** One page that cites: a document, or one part of it with an address of its own (a plan's day). */
export type CitingPage = { url: string; title: string; publishedAt: string | null; ranges: CitedRange[] }

/** Beyond the last verse of any chapter (Psalm 119 has 176): a range open at its end. */
const END = 1000

/**
 * Rows whose range shares a verse with one of `ranges`: a row starts before the range ends and
 * ends after it starts (a chapter cited whole runs from verse 0 to END).
 */
const overlapping = (ranges: CitedRange[]): SQL =>
  sql.join(
    ranges.map(
      (r) => sql`(book = ${r.book}
        AND (chapter, coalesce(verse, 0)) <= (${r.endChapter}::int, ${r.endVerse ?? END}::int)
        AND (end_chapter, coalesce(end_verse, ${END})) >= (${r.chapter}::int, ${r.verse ?? 0}::int))`,
    ),
    sql` OR `,
  )

/** Kinds left out (their section is switched off): `kind` is none of them. */
const shown = (hidden: readonly string[]) => sql`kind <> ALL(string_to_array(${hidden.join(',')}, ','))`

/** Replaces what the document `kind`/`id` cites with `pages` (none: it cites nothing). */
export const replaceCitations = async (payload: Payload, req: Req, kind: string, id: number, pages: CitingPage[]): Promise<void> => {
  const db = await drizzleFor(payload, req)
  await db.execute(sql`DELETE FROM scripture_citations WHERE kind = ${kind} AND doc_id = ${id}`)
  const rows = pages.flatMap((p) =>
    p.ranges.map(
      (r) => sql`(${kind}, ${id}, ${p.url}, ${p.title}, ${p.publishedAt}::timestamptz, ${r.book}, ${r.chapter}::int, ${r.verse}::int, ${r.endChapter}::int, ${r.endVerse}::int)`,
    ),
  )
  if (!rows.length) return
  await db.execute(sql`
    INSERT INTO scripture_citations (kind, doc_id, url, title, published_at, book, chapter, verse, end_chapter, end_verse)
    VALUES ${sql.join(rows, sql`, `)}`)
}

/** Takes everything the document `kind`/`id` cites out. */
export const removeCitations = async (payload: Payload, req: Req, kind: string, id: number): Promise<void> => {
  await (await drizzleFor(payload, req)).execute(sql`DELETE FROM scripture_citations WHERE kind = ${kind} AND doc_id = ${id}`)
}

/** Takes every citation of `kind` out (before they are written again). */
export const clearCitationKind = async (payload: Payload, req: Req, kind: string): Promise<void> => {
  await (await drizzleFor(payload, req)).execute(sql`DELETE FROM scripture_citations WHERE kind = ${kind}`)
}

export type CitingRow = {
  kind: string
  docId: number
  url: string
  title: string
  publishedAt: Date | null
  /** What of the asked chapter it cites, in the Bible's order. */
  ranges: CitedRange[]
}

/**
 * The pages citing any verse of `chapter` of `book`, newest first (then in a fixed order), at
 * most `limit`, with how many there are in all.
 */
export const chapterCitations = async (
  payload: Payload,
  { book, chapter, hidden, limit }: { book: string; chapter: number; hidden: readonly string[]; limit: number },
): Promise<{ rows: CitingRow[]; total: number }> => {
  const db = await drizzleFor(payload)
  const { rows } = await db.execute<{
    kind: string
    doc_id: number
    url: string
    title: string
    published_at: string | Date | null
    ranges: { chapter: number; verse: number | null; end_chapter: number; end_verse: number | null }[]
    total: string | number
  }>(sql`
    SELECT kind, doc_id, url, title, published_at, count(*) OVER () AS total,
      json_agg(json_build_object('chapter', chapter, 'verse', verse, 'end_chapter', end_chapter, 'end_verse', end_verse)
        ORDER BY chapter, verse NULLS FIRST, end_chapter, end_verse NULLS LAST) AS ranges
    FROM scripture_citations
    WHERE (${overlapping([{ book, chapter, verse: null, endChapter: chapter, endVerse: null }])}) AND ${shown(hidden)}
    GROUP BY kind, doc_id, url, title, published_at
    ORDER BY published_at DESC NULLS LAST, kind, doc_id, url
    LIMIT ${limit}`)
  return {
    rows: rows.map((r) => ({
      kind: r.kind,
      docId: Number(r.doc_id),
      url: r.url,
      title: r.title,
      publishedAt: r.published_at ? new Date(r.published_at) : null,
      ranges: r.ranges.map((x) => ({ book, chapter: x.chapter, verse: x.verse, endChapter: x.end_chapter, endVerse: x.end_verse })),
    })),
    total: rows.length ? Number(rows[0].total) : 0,
  }
}

/** How many pages cite each book (a page counts once per book however often it cites it); uncited books are absent. */
export const bookCitationCounts = async (payload: Payload, hidden: readonly string[]): Promise<Map<string, number>> => {
  const db = await drizzleFor(payload)
  const { rows } = await db.execute<{ book: string; count: string | number }>(sql`
    SELECT book, count(*) AS count
    FROM (SELECT DISTINCT book, kind, doc_id, url FROM scripture_citations WHERE ${shown(hidden)}) AS citing
    GROUP BY book`)
  return new Map(rows.map((r) => [r.book, Number(r.count)]))
}

export type CitedChapter = { book: string; chapter: number; lastCited: Date }

/**
 * Every chapter something cites (a range across chapters cites each of them), in no set order,
 * with when its citations last changed.
 */
export const citedChapterRows = async (payload: Payload, hidden: readonly string[]): Promise<CitedChapter[]> => {
  const db = await drizzleFor(payload)
  const { rows } = await db.execute<{ book: string; chapter: number; last_cited: string | Date }>(sql`
    SELECT book, cited AS chapter, max(indexed_at) AS last_cited
    FROM scripture_citations CROSS JOIN LATERAL generate_series(chapter, end_chapter) AS cited
    WHERE ${shown(hidden)}
    GROUP BY book, cited`)
  return rows.map((r) => ({ book: r.book, chapter: Number(r.chapter), lastCited: new Date(r.last_cited) }))
}

/**
 * A condition on `kind` and `doc_id` (the search index's columns): the document cites a verse of
 * one of `ranges`.
 */
export const citingAny = (ranges: CitedRange[]): SQL =>
  ranges.length ? sql`(kind, doc_id) IN (SELECT kind, doc_id FROM scripture_citations WHERE ${overlapping(ranges)})` : sql`false`
