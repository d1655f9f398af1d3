import { sendContactMessage } from '@/collections/contact-messages/data'
import { json } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { messageShape } from '@/lib/openapi/shapes'
import { LIMITS } from '@/lib/rateLimit/policies'
import { contactSchema } from '@/lib/validation/contact'

export const POST = route(
  {
    body: contactSchema,
    rateLimit: LIMITS.contact,
    api: { summary: 'Send a message to the ministry', tag: 'Contact', ok: { status: 201, schema: messageShape } },
  },
  async ({ payload, body, submission }) => {
    await sendContactMessage(payload, body, submission)
    return json({ message: "Your message has been sent. We'll get back to you soon." }, { status: 201 })
  },
)
