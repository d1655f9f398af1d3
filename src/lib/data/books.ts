/** The reading club's books (SPEC §3 "Book"): the book of the month and earlier selections. */
import type { Where } from 'payload'

import type { Book as BookDoc } from '@/payload-types'
import { cachedRead } from './cache'
import { type Image } from './images'
import { cardFields, findAllPublished } from './published'

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

const ofTheMonth: Where = { bookOfTheMonth: { equals: true } }

export const toBook = (doc: BookDoc): Book => {
  const { coverImage, cover } = cardFields(doc)
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

/**
 * Newest club month first; a book without a month counts from when it was added. Sorted here
 * because PostgreSQL puts empty months first in a descending sort, and the club holds one
 * book a month, so the whole list is small.
 */
const byClubMonth = (a: BookDoc, b: BookDoc) =>
  (b.month ?? b.createdAt).localeCompare(a.month ?? a.createdAt) || b.id - a.id

const findBooks = async (where: Where) => (await findAllPublished('books', { where })).sort(byClubMonth).map(toBook)

/** The published book marked "book of the month", or null when there is none. */
export const getBookOfTheMonth = cachedRead('books.ofTheMonth', async (): Promise<Book | null> => (await findBooks(ofTheMonth))[0] ?? null)

/** Every other published book, newest first. */
export const listPreviousBooks = cachedRead('books.previous', (): Promise<Book[]> =>
  findBooks({ or: [{ bookOfTheMonth: { equals: false } }, { bookOfTheMonth: { exists: false } }] }),
)
