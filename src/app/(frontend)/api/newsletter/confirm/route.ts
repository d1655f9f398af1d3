import { confirmSubscription } from '@/collections/newsletter-subscribers/data'
import { newsletterResultUrl } from '@/lib/email/newsletter'
import { redirect } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

/** The link in the confirmation e-mail. */
export const GET = route(
  {
    api: {
      summary: 'Confirm a subscription from the e-mailed link',
      tag: 'Newsletter',
      query: [{ name: 'token', description: 'From the e-mail', required: true }],
      ok: { status: 303, description: 'Redirect to /?newsletter=confirmed' },
    },
  },
  async ({ payload, req }) => redirect(newsletterResultUrl(await confirmSubscription(payload, new URL(req.url).searchParams.get('token')))),
)
