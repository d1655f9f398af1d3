import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import type { CitingKind } from '@/collections/registry'
import { lexicalToLineMarkup } from '@/lib/content/lineMarkup'
import { clearCitationKind, replaceCitations, type CitedRange, type CitingPage } from '@/lib/db/citations'
import { anyDocuments } from '@/lib/db/anyDocuments'
import { findReferences, type Passage } from '@/scripture/references'
import { joinText } from './plainText'
import { forEachPublished } from './searchIndex'

/**
 * The passages of Scripture each published document cites, in `scripture_citations` (created by
 * the citations migration, written by src/lib/db/citations.ts): every reference
 * (src/scripture/references.ts) in every field the creator writes, kept in step with the
 * published version by the same hooks as the search index (src/search/publishedIndexes.ts).
 * The passage pages list them, /scripture counts them, the sitemap lists the cited chapters and
 * search finds documents by passage.
 */

/**
 * What one page of a document gives to read for references: the document's page, or a part of
 * it with an address of its own (a reading plan's day, `/reading-plans/{slug}#day-3`).
 */
export type CitingSource = { url: string; title: string; publishedAt: string | null; text: string }

export type Citer = { kind: CitingKind; collection: CollectionSlug; toSources: (doc: never) => CitingSource[] }

/** A passage as the table stores it (the book by its OSIS code). */
export const citedRange = ({ book, chapter, verse, endChapter, endVerse }: Passage): CitedRange => ({ book: book.osis, chapter, verse, endChapter, endVerse })

/** The passages `text` cites, each once, in the order first cited. */
const citedRanges = (text: string): CitedRange[] => {
  const ranges = new Map<string, CitedRange>()
  for (const { passage } of findReferences(text)) {
    const range = citedRange(passage)
    ranges.set(`${range.book} ${range.chapter}:${range.verse}-${range.endChapter}:${range.endVerse}`, range)
  }
  return [...ranges.values()]
}

/** The pages of a document that cite something, with what they cite (sources sharing an address read as one). */
export const citingPages = (sources: CitingSource[]): CitingPage[] => {
  const byUrl = new Map<string, CitingSource>()
  for (const source of sources) {
    const seen = byUrl.get(source.url)
    byUrl.set(source.url, seen ? { ...seen, text: `${seen.text}\n${source.text}` } : source)
  }
  return [...byUrl.values()].flatMap(({ url, title, publishedAt, text }) => {
    const ranges = citedRanges(text)
    return ranges.length ? [{ url, title, publishedAt, ranges }] : []
  })
}

/** Rewrites every citation from the published documents (to backfill a database that had content before the table existed). */
export const rebuildCitations = async (
  payload: Payload,
  citers: Citer[],
  { req, log = () => {} }: { req?: Partial<PayloadRequest>; log?: (line: string) => void } = {},
) => {
  for (const { kind, collection, toSources } of citers) {
    await clearCitationKind(payload, req, kind)
    const count = await forEachPublished(payload, collection, req, (doc) =>
      replaceCitations(payload, req, kind, Number(doc.id), citingPages(toSources(doc as never))),
    )
    log(`[citations] read ${count} ${kind} documents`)
  }
}

/**
 * The backfill from a migration, on the search index's terms (backfillSearchFromMigration): only
 * a database with content has anything to read, and any citing collection's documents count (a
 * site with reading plans or books and no post yet has citations too). A fresh database (every
 * test run, every new install) reads nothing.
 */
export const backfillCitationsFromMigration = async (payload: Payload, citers: Citer[], req: Partial<PayloadRequest> | undefined) => {
  if (await anyDocuments(payload, req, citers.map((citer) => citer.collection))) await rebuildCitations(payload, citers, { req })
}

/** The string fields of the blocks inside rich text, which its text form leaves out (a passage block keeps its reference there). */
const blockFields = (value: unknown): string[] => {
  const texts: string[] = []
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return
    const { type, fields, children } = node as { type?: unknown; fields?: unknown; children?: unknown }
    if ((type === 'block' || type === 'inlineBlock') && fields && typeof fields === 'object') {
      texts.push(...Object.values(fields).filter((field): field is string => typeof field === 'string'))
    }
    if (Array.isArray(children)) children.forEach(walk)
  }
  walk((value as { root?: unknown } | null)?.root)
  return texts
}

/**
 * Rich text as it is read for references: its words in their text form (the API's line markup,
 * each block on its own line, so a reference split across formatting reads whole), then its
 * blocks' fields.
 */
export const citableRichText = (value: unknown): string => joinText(lexicalToLineMarkup(value), blockFields(value))

/** A document read whole: its page, and its fields' text one after another. */
export const wholeDocument = (
  url: string,
  title: string,
  publishedAt: string | null | undefined,
  ...parts: Parameters<typeof joinText>
): CitingSource[] => [{ url, title, publishedAt: publishedAt ?? null, text: joinText(title, ...parts) }]
