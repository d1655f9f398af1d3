import { sessionUser } from '@/lib/auth/session'
import { suggestBook } from '@/lib/data/submissions'
import { readJson } from '@/lib/http/body'
import { featureOff } from '@/lib/http/feature'
import { checkOrigin } from '@/lib/http/origin'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { bookSuggestionSchema } from '@/lib/validation/bookSuggestion'

/** Anyone may suggest a book (/submit-book is a public page); a member's name is kept with it. */
export const POST = route(async (req) => {
  const off = await featureOff('readingClub')
  if (off) return off
  const refused = checkOrigin(req)
  if (refused) return refused
  const input = await readJson(req, bookSuggestionSchema)
  if (!input.ok) return input.response
  await suggestBook(input.data, await sessionUser(req))
  return json({ message: 'Thank you for your suggestion. We will consider it for a future month.' }, { status: 201 })
})
