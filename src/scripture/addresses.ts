/**
 * What a passage page's address names: `/scripture/{book}/{chapter}`.
 */
import { bookBySlug, type Book } from './books'
import { chapterVerses } from './text'

export type AddressedChapter = { book: Book; chapter: number; verses: string[] }

/** The chapter an address names, if the Bible has it (`/scripture/john/3`). */
export const chapterAt = (bookSlug: string, chapterNumber: string): AddressedChapter | null => {
  const book = bookBySlug(bookSlug)
  if (!book || !/^[1-9]\d{0,2}$/.test(chapterNumber)) return null
  const chapter = Number(chapterNumber)
  const verses = chapterVerses(book, chapter)
  return verses ? { book, chapter, verses } : null
}
