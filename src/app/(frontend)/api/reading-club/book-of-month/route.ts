import { getBookOfTheMonth } from '@/lib/data/cached'
import { featureOff } from '@/lib/http/feature'
import { json, notFound } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

export const GET = route(async () => {
  const off = await featureOff('readingClub')
  if (off) return off
  const book = await getBookOfTheMonth()
  return book ? json(book) : notFound('No book of the month has been chosen.')
})
