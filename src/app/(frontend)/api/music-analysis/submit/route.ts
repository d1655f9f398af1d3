import { submitMusicSuggestion } from '@/lib/data/submissions'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { messageShape } from '@/lib/openapi/shapes'
import { LIMITS } from '@/lib/rateLimit/policies'
import { musicSuggestionSchema } from '@/lib/validation/musicSuggestion'

/** Members suggest songs for analysis; the creator reviews them in the admin. */
export const POST = route(
  {
    member: true,
    body: musicSuggestionSchema,
    rateLimit: LIMITS.submission,
    api: { summary: 'Suggest a song for analysis', tag: 'Music analysis', ok: { status: 201, schema: messageShape } },
  },
  async ({ payload, body, user, submission }) => {
    await submitMusicSuggestion(payload, body, user, submission)
    return json({ message: 'Thank you for your suggestion. Our team will review it soon.' }, { status: 201 })
  },
)
