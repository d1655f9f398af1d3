import { getVerseOfTheDay } from '@/collections/verses/data'
import { json, notFound } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { verseShape } from '@/lib/openapi/shapes'

export const GET = route(
  {
    shared: true,
    api: {
      summary: "Today's verse (site time zone)",
      tag: 'Verses',
      ok: { status: 200, schema: verseShape },
      answers: { 404: 'No verses' },
    },
  },
  async ({ payload }) => {
    const verse = await getVerseOfTheDay(payload)
    return verse ? json(verse) : notFound('No verses have been added yet.')
  },
)
