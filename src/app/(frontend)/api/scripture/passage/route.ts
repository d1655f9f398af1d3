import { fieldErrors } from '@/lib/validation/fieldErrors'
import { SCRIPTURE_TEXT } from '@/lib/http/cacheControl'
import { badRequest, json, notFound } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { passageShape } from '@/lib/openapi/shapes'
import { LIMITS } from '@/lib/rateLimit/policies'
import { passageQuery } from '@/lib/validation/passage'
import { passageText } from '@/scripture/passageText'

/**
 * One passage's words, for the popover a reference link opens: the same for everyone and never
 * changing, so browsers and shared caches keep it for long (one request per passage at most).
 * Each passage has one address (its key as the site writes it), a long one is cut to its first
 * verses, and one client's requests are counted, so a script walking the keys can neither fill
 * the caches in front nor keep the server busy.
 */
export const GET = route(
  {
    rateLimit: LIMITS.passageRead,
    api: {
      summary: 'A passage of the World English Bible, verse by verse, with its name and its page on the site',
      tag: 'Scripture',
      query: [{ name: 'ref', description: 'The passage: book slug, chapter and verses (john.3.16, john.3.16-18, ruth.1.22-2.2, psalms.23)', required: true }],
      ok: { status: 200, schema: passageShape },
      answers: { 400: 'Not a passage key as the site writes it (the message names the right one)', 404: 'The Bible has no such passage' },
    },
  },
  async ({ req }) => {
    const input = passageQuery.safeParse({ ref: new URL(req.url).searchParams.get('ref') ?? '' })
    if (!input.success) return badRequest(fieldErrors(input.error))
    const passage = passageText(input.data.ref)
    if (!passage) return notFound('The Bible has no such passage.')
    return json(passage, { headers: { 'Cache-Control': SCRIPTURE_TEXT } })
  },
)
