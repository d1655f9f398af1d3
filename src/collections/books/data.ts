/** The reading club's books: the book of the month and earlier selections. */
import type { Payload } from 'payload'

import type { Book as BookDoc } from '@/payload-types'
import { toShareImage, type ShareImage } from '@/lib/seo/shareImage'
import { cachedRead, found } from '@/lib/data/cache'
import { type Image, type ImageUse } from '@/lib/data/images'
import { cardFields, findAllPublished, findPublishedBySlug } from '@/lib/data/published'

export type Book = {
  id: number
  slug: string
  title: string
  author: string
  coverImage: string | null
  cover: Image | null
  rating: string
  summary: string
  description: string
  keyInsights: string[]
  /** The club month (ISO date), when the creator set one. */
  month: string | null
}

/** One book's page: the book, whether it is the current selection, and what its metadata needs. */
export type BookDetail = Book & {
  bookOfTheMonth: boolean
  /** When it was added (books have no publish date of their own): the review's date. */
  date: string
  updatedAt: string
  /** The cover as link previews show it (1200×630), read with the book rather than again. */
  shareImage: ShareImage | null
}

const toBook = (doc: BookDoc, use: ImageUse = 'card'): Book => {
  const { coverImage, cover } = cardFields(doc, use)
  return {
    id: doc.id,
    slug: doc.slug,
    title: doc.title,
    author: doc.author,
    coverImage,
    cover,
    rating: doc.rating,
    summary: doc.summary,
    description: doc.description,
    keyInsights: (doc.keyInsights ?? []).map((k) => k.insight),
    month: doc.month ?? null,
  }
}

const toBookDetail = (doc: BookDoc): BookDetail => ({
  ...toBook(doc, 'detail'),
  bookOfTheMonth: Boolean(doc.bookOfTheMonth),
  date: doc.createdAt,
  updatedAt: doc.updatedAt,
  shareImage: toShareImage(doc.coverImage),
})

/**
 * Newest club month first; a book without a month counts from when it was added. Sorted here
 * because PostgreSQL puts empty months first in a descending sort, and the club holds one
 * book a month, so the whole list is small.
 */
const byClubMonth = (a: BookDoc, b: BookDoc) =>
  (b.month ?? b.createdAt).localeCompare(a.month ?? a.createdAt) || b.id - a.id

export type ReadingClub = { bookOfTheMonth: Book | null; previousBooks: Book[] }

/**
 * The reading club in one read of every published book: the one marked "book of the month"
 * (or null), and the others, newest club month first. One read, so a page never shows a book
 * both as this month's and as a previous selection while the creator switches months.
 */
export const getReadingClub = cachedRead('books.club', async (payload: Payload): Promise<ReadingClub> => {
  const books = (await findAllPublished(payload, 'books')).sort(byClubMonth)
  const current = books.find((doc) => doc.bookOfTheMonth)
  return {
    bookOfTheMonth: current ? toBook(current) : null,
    previousBooks: books.filter((doc) => !doc.bookOfTheMonth).map((doc) => toBook(doc)),
  }
})

/** The published book marked "book of the month", or null when there is none. */
export const getBookOfTheMonth = async (payload: Payload): Promise<Book | null> => (await getReadingClub(payload)).bookOfTheMonth

/** Every other published book, newest club month first. */
export const listPreviousBooks = async (payload: Payload): Promise<Book[]> => (await getReadingClub(payload)).previousBooks

/** One published book by slug (the book of the month or an earlier one), or null. */
export const getBookBySlug = cachedRead(
  'books.bySlug',
  async (payload: Payload, slug: string): Promise<BookDetail | null> => {
    const doc = await findPublishedBySlug(payload, 'books', slug)
    return doc ? toBookDetail(doc) : null
  },
  { keep: found },
)
