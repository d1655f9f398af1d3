import { subscribe } from '@/collections/newsletter-subscribers/data'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { messageShape } from '@/lib/openapi/shapes'
import { LIMITS } from '@/lib/rateLimit/policies'
import { newsletterSchema } from '@/lib/validation/newsletter'

/** The same answer for new, pending and active addresses, so nobody can probe who subscribed. */
export const POST = route(
  {
    body: newsletterSchema,
    rateLimit: LIMITS.newsletter,
    api: {
      summary: 'Subscribe (double opt-in: a confirmation e-mail is sent)',
      tag: 'Newsletter',
      ok: { status: 200, schema: messageShape },
    },
  },
  async ({ payload, body, submission }) => {
    await subscribe(payload, body, submission)
    return json({ message: 'Thank you for subscribing. Please check your inbox to confirm your subscription.' })
  },
)
