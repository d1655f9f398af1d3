import { getBookOfTheMonth } from '@/collections/books/data'
import { json, notFound } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { bookShape } from '@/lib/openapi/shapes'

export const GET = route(
  {
    feature: 'readingClub',
    shared: true,
    api: { summary: 'The book of the month', tag: 'Reading club', ok: { status: 200, schema: bookShape }, answers: { 404: 'None chosen' } },
  },
  async ({ payload }) => {
    const book = await getBookOfTheMonth(payload)
    return book ? json(book) : notFound('No book of the month has been chosen.')
  },
)
