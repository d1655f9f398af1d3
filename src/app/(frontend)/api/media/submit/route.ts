import { submitMedia } from '@/lib/data/submissions'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { messageShape } from '@/lib/openapi/shapes'
import { LIMITS } from '@/lib/rateLimit/policies'
import { mediaSubmissionSchema } from '@/lib/validation/mediaSubmission'

/** Members submit media for review; the creator sees it in the admin. */
export const POST = route(
  {
    member: true,
    body: mediaSubmissionSchema,
    rateLimit: LIMITS.submission,
    api: { summary: 'Submit media for review', tag: 'Media', ok: { status: 201, schema: messageShape } },
  },
  async ({ payload, body, user, submission }) => {
    await submitMedia(payload, body, user, submission)
    return json({ message: 'Thank you for your submission. Our team will review it shortly.' }, { status: 201 })
  },
)
