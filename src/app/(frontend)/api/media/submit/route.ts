import { requireUser } from '@/lib/auth/session'
import { submitMedia } from '@/lib/data/submissions'
import { readJson } from '@/lib/http/body'
import { checkOrigin } from '@/lib/http/origin'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { mediaSubmissionSchema } from '@/lib/validation/mediaSubmission'

/** Members submit media for review (SPEC §6); the creator sees it in the admin. */
export const POST = route(async (req) => {
  const refused = checkOrigin(req)
  if (refused) return refused
  const auth = await requireUser(req)
  if (!auth.ok) return auth.response
  const input = await readJson(req, mediaSubmissionSchema)
  if (!input.ok) return input.response
  await submitMedia(input.data, auth.user)
  return json({ message: 'Thank you for your submission. Our team will review it shortly.' }, { status: 201 })
})
