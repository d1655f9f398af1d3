import { getBookOfTheMonth } from '@/lib/data/books'
import { json, notFound } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

export const GET = route({ feature: 'readingClub', shared: true }, async () => {
  const book = await getBookOfTheMonth()
  return book ? json(book) : notFound('No book of the month has been chosen.')
})
