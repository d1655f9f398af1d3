import { getVerseOfTheDay } from '@/lib/data/verses'
import { json, notFound } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

export const GET = route({ shared: true }, async () => {
  const verse = await getVerseOfTheDay()
  return verse ? json(verse) : notFound('No verses have been added yet.')
})
