import { stripeCheckoutKeys } from '@/collections/donations/data'
import { getSiteInfo } from '@/lib/data/site'
import { createDonationCheckout } from '@/collections/donations/checkout'
import { json, notFound } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { checkoutShape } from '@/lib/openapi/shapes'
import { LIMITS } from '@/lib/rateLimit/policies'
import { donationSchema } from '@/lib/validation/donation'

/**
 * Starts a Stripe Checkout for a gift the shared schema accepted and answers `{url}`, the
 * payment page the browser goes to. 404 while donations are off, or when the site does not
 * take gifts through Stripe (another provider chosen, or no keys on the server).
 */
export const POST = route(
  {
    feature: 'donations',
    body: donationSchema,
    rateLimit: LIMITS.donationCheckout,
    api: {
      summary: 'Start a Stripe Checkout for a gift (whole US dollars 1–10,000; monthly is a subscription) and answer its payment page',
      tag: 'Donations',
      ok: { status: 200, schema: checkoutShape },
      answers: { 404: 'Gifts are not taken through Stripe (another provider chosen, or no Stripe keys on the server)' },
    },
  },
  async ({ payload, body, submission }) => {
    const keys = await stripeCheckoutKeys(payload)
    if (!keys) return notFound('Donation method not configured. Please check back later.')
    const { title } = await getSiteInfo(payload)
    return json({ url: await createDonationCheckout(keys, body, title, submission) })
  },
)
