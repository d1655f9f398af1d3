import { SUGGESTIONS_SHOWN } from '@/lib/constants'
import { suggestSearch } from '@/lib/data/searchSuggestions'
import { fieldErrors } from '@/lib/validation/fieldErrors'
import { SUGGESTIONS } from '@/lib/http/cacheControl'
import { badRequest, json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { searchSuggestionsShape } from '@/lib/openapi/shapes'
import { LIMITS } from '@/lib/rateLimit/policies'
import { suggestSchema } from '@/lib/validation/search'

/**
 * What the search box suggests while someone types. The same for everyone, so browsers keep each
 * answer for a minute; its own generous limit per client, far above typing, so a person never
 * meets it and a script walking prefixes does.
 */
export const GET = route(
  {
    feature: 'search',
    rateLimit: LIMITS.searchSuggest,
    api: {
      summary: `Search as you type: up to ${SUGGESTIONS_SHOWN} pages for the text typed so far, best first: the passage of Scripture it names ("John 3:16"), reading plans whose titles begin with its words, then articles, analyses and media whose words begin with them`,
      tag: 'Search',
      query: [{ name: 'q', description: 'The text typed so far (2 to 100 characters)', required: true }],
      ok: { status: 200, schema: searchSuggestionsShape },
    },
  },
  async ({ payload, req }) => {
    const input = suggestSchema.safeParse({ q: new URL(req.url).searchParams.get('q') ?? '' })
    if (!input.success) return badRequest(fieldErrors(input.error))
    return json(await suggestSearch(payload, input.data.q), { headers: { 'Cache-Control': SUGGESTIONS } })
  },
)
