import { suggestBook } from '@/lib/data/submissions'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { messageShape } from '@/lib/openapi/shapes'
import { LIMITS } from '@/lib/rateLimit/policies'
import { bookSuggestionSchema } from '@/lib/validation/bookSuggestion'

/** Anyone may suggest a book (/submit-book is a public page); a member's name is kept with it. */
export const POST = route(
  {
    feature: 'readingClub',
    member: 'optional',
    body: bookSuggestionSchema,
    rateLimit: LIMITS.submission,
    api: { summary: 'Suggest a book (visitors too)', tag: 'Reading club', ok: { status: 201, schema: messageShape } },
  },
  async ({ payload, body, user, submission }) => {
    await suggestBook(payload, body, user, submission)
    return json({ message: 'Thank you for your suggestion. We will consider it for a future month.' }, { status: 201 })
  },
)
