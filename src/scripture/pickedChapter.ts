/**
 * Where the book and chapter picker lands: the chosen chapter of the chosen book, or the book's
 * last chapter when it has fewer (without JavaScript the chapter list still belongs to the book
 * the page showed, so "Jude" with "50" means Jude's last chapter, not a missing page); the list
 * of books when the book is not one. Server only: the chapter counts come with the text.
 */
import { bookBySlug } from './books'
import { chapterCount } from './text'

export const pickedChapter = (slug: string, chapter: number): string => {
  const book = bookBySlug(slug)
  if (!book) return '/scripture'
  return `/scripture/${book.slug}/${Math.max(1, Math.min(chapter, chapterCount(book)))}`
}
