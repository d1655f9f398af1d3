/**
 * The published documents that cite Scripture, read from `scripture_citations` (src/lib/db/
 * citations.ts, kept by src/search/citations.ts): a chapter's citing documents for its page, how
 * often each book is cited for /scripture, and the cited chapters for the sitemap. Documents of
 * a section switched off are left out (their pages answer 404).
 */
import type { Payload } from 'payload'

import { CITING, CONTENT_TYPES, type CitingKind } from '@/collections/registry'
import { bookCitationCounts, chapterCitations, citedChapterRows, type CitedRange } from '@/lib/db/citations'
import { section, sectionOn } from '@/lib/sections'
import { DOCUMENT_KIND_LABEL } from '@/lib/vocabularies/documentKinds'
import { BOOKS, bookByOsis, bookBySlug } from '@/scripture/books'
import { passageHref, passageLabel, type Passage } from '@/scripture/references'
import { cachedRead } from './cache'
import { getFeatures } from './site'

/** How many citing documents a passage page lists, newest first. */
const CITATIONS_LISTED = 100

/** Kinds whose section is switched off. */
const hiddenKinds = async (payload: Payload): Promise<CitingKind[]> => {
  const features = await getFeatures(payload)
  return CITING.filter((type) => !sectionOn(section(CONTENT_TYPES[type].address.section), features)).map((type) => CONTENT_TYPES[type].citations)
}

const passageOf = ({ book, ...range }: CitedRange): Passage | null => {
  const found = bookByOsis(book)
  return found ? { book: found, ...range } : null
}

/** A passage a document cites: how the site names it, and its place on the passage page. */
type CitedPassage = { label: string; href: string }

type CitingDocument = {
  kind: CitingKind
  /** The kind as readers know it ("Article", "Reading plan"). */
  kindLabel: string
  title: string
  url: string
  date: string | null
  /** What of the chapter it cites, in the Bible's order. */
  cites: CitedPassage[]
}

export type ChapterCitations = {
  /** The newest CITATIONS_LISTED citing documents, newest first. */
  items: CitingDocument[]
  /** How many documents cite the chapter in all. */
  total: number
}

/**
 * The published documents citing any verse of `chapter` of the book `bookSlug` (a reading plan's
 * days one by one), newest first. Only chapters something cites are kept in the cache.
 */
export const listCitations = cachedRead(
  'citations.chapter',
  async (payload: Payload, bookSlug: string, chapter: number): Promise<ChapterCitations> => {
    const book = bookBySlug(bookSlug)?.osis
    if (!book || !Number.isInteger(chapter) || chapter < 1) return { items: [], total: 0 }
    const { rows, total } = await chapterCitations(payload, { book, chapter, hidden: await hiddenKinds(payload), limit: CITATIONS_LISTED })
    return {
      items: rows.map((r) => ({
        kind: r.kind as CitingKind,
        kindLabel: DOCUMENT_KIND_LABEL[r.kind as CitingKind] ?? '',
        title: r.title,
        url: r.url,
        date: r.publishedAt ? r.publishedAt.toISOString() : null,
        cites: r.ranges.flatMap((range) => {
          const passage = passageOf(range)
          return passage ? [{ label: passageLabel(passage), href: passageHref(passage) }] : []
        }),
      })),
      total,
    }
  },
  { keep: (answer) => answer.total > 0 },
)

/** How many published documents cite each book (by its slug): each counts once per book, however often it cites it. */
export const citationCountsByBook = cachedRead('citations.byBook', async (payload: Payload): Promise<Record<string, number>> => {
  const counts = await bookCitationCounts(payload, await hiddenKinds(payload))
  return Object.fromEntries([...counts].flatMap(([osis, count]) => {
    const book = bookByOsis(osis)
    return book ? [[book.slug, count]] : []
  }))
})

export type CitedChapter = { bookSlug: string; chapter: number; lastModified: string }

/** Every chapter a published document cites, in the Bible's order, with when its citations last changed. */
export const citedChapters = cachedRead('citations.chapters', async (payload: Payload): Promise<CitedChapter[]> => {
  const rows = await citedChapterRows(payload, await hiddenKinds(payload))
  return rows
    .flatMap(({ book, chapter, lastCited }) => {
      const found = bookByOsis(book)
      return found ? [{ order: BOOK_ORDER.get(found.slug)!, bookSlug: found.slug, chapter, lastModified: lastCited.toISOString() }] : []
    })
    .sort((a, b) => a.order - b.order || a.chapter - b.chapter)
    .map(({ order: _order, ...chapter }) => chapter)
})

const BOOK_ORDER = new Map(BOOKS.map((book, i) => [book.slug, i]))
