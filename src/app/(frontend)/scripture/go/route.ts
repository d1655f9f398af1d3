import { readFilters } from '@/lib/validation/filters'
import { pickerQuery } from '@/lib/validation/passage'
import { pickedChapter } from '@/scripture/pickedChapter'

/**
 * The book and chapter picker's form (`GET /scripture/go?book=jude&chapter=50`), so it works
 * before or without JavaScript: answered 303 with the chapter's address, the chapter kept within
 * the book's (src/scripture/pickedChapter.ts). A route handler, not a page: a redirect thrown while
 * a page renders can go out with two Location headers. Not part of the JSON API, so not route():
 * it reads nothing and changes nothing, and its only answer is a redirect, which no cache keeps.
 */
export const GET = async (req: Request): Promise<Response> => {
  const { book = '', chapter = 1 } = readFilters(pickerQuery, new URL(req.url).searchParams)
  return new Response(null, { status: 303, headers: { Location: pickedChapter(book, chapter) } })
}
