import { requireUser } from '@/lib/auth/session'
import { submitMusicSuggestion } from '@/lib/data/submissions'
import { readJson } from '@/lib/http/body'
import { checkOrigin } from '@/lib/http/origin'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { musicSuggestionSchema } from '@/lib/validation/musicSuggestion'

/** Members suggest songs for analysis (SPEC §6); the creator reviews them in the admin. */
export const POST = route(async (req) => {
  const refused = checkOrigin(req)
  if (refused) return refused
  const auth = await requireUser(req)
  if (!auth.ok) return auth.response
  const input = await readJson(req, musicSuggestionSchema)
  if (!input.ok) return input.response
  await submitMusicSuggestion(input.data, auth.user)
  return json({ message: 'Thank you for your suggestion. Our team will review it soon.' }, { status: 201 })
})
