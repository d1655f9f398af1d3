import { confirmSubscription } from '@/lib/data/newsletter'
import { newsletterResultUrl } from '@/lib/email/newsletter'
import { redirect } from '@/lib/http/responses'
import { route } from '@/lib/http/route'

/** The link in the confirmation e-mail. */
export const GET = route({}, async ({ req }) =>
  redirect(newsletterResultUrl(await confirmSubscription(new URL(req.url).searchParams.get('token')))),
)
