import { SEARCH_CANDIDATES } from '@/lib/constants'
import { searchContent } from '@/lib/data/search'
import { fieldErrors } from '@/lib/validation/fieldErrors'
import { PAGE_QUERY, readPage } from '@/lib/http/paging'
import { badRequest, json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { searchResultsShape } from '@/lib/openapi/shapes'
import { searchSchema } from '@/lib/validation/search'

export const GET = route(
  {
    feature: 'search',
    shared: true,
    api: {
      summary: `Ranked full-text search over posts, organizations, lyrics and music analyses and media: the best matches first among the newest ${SEARCH_CANDIDATES}; a passage of Scripture in the query ("Romans 12", "John 3:16") also finds the documents citing any verse of it, ahead of the other matches`,
      tag: 'Search',
      query: [{ name: 'q', description: 'What to search for (1 to 200 characters)', required: true }, PAGE_QUERY],
      ok: { status: 200, schema: searchResultsShape },
    },
  },
  async ({ payload, req }) => {
    const url = new URL(req.url)
    const input = searchSchema.safeParse({ q: url.searchParams.get('q') ?? '' })
    if (!input.success) return badRequest(fieldErrors(input.error))
    const paging = readPage(url)
    if (!paging.ok) return paging.response
    return json(await searchContent(payload, input.data.q, paging.page))
  },
)
