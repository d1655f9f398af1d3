import { recordDonation } from '@/collections/donations/data'
import { completedGift, verifiedStripeEvent } from '@/collections/donations/webhook'
import { json, notFound } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { stripeKeysFor } from '@/lib/integrations/settings'
import { webhookReceivedShape } from '@/lib/openapi/shapes'

/**
 * Stripe's signed events. A paid donation checkout is recorded once and its donor thanked; any
 * other event is acknowledged and ignored. Not switched off with the donations feature: a gift
 * already paid is recorded whatever the settings say now. When the thank-you cannot be sent
 * the answer is 503, so that Stripe delivers the event again later (the gift is not recorded
 * twice).
 */
export const POST = route(
  {
    origin: false,
    api: {
      summary:
        "Stripe's signed events (Stripe-Signature over the raw body): a paid donation checkout is recorded once and the donor thanked",
      tag: 'Donations',
      ok: { status: 200, schema: webhookReceivedShape },
      answers: {
        400: 'Stripe-Signature missing or wrong',
        404: 'No Stripe keys on this server or in the admin',
        413: 'Body over 100 KB',
        503: 'Recorded, but the thank-you e-mail could not be sent yet; Stripe delivers again',
      },
    },
  },
  async ({ payload, req }) => {
    const keys = await stripeKeysFor(payload)
    if (!keys) return notFound('Stripe is not configured on this server.')
    const verified = await verifiedStripeEvent(req, keys)
    if (!verified.ok) return verified.response
    const gift = completedGift(verified.event)
    if (gift) {
      const { thankYou } = await recordDonation(payload, gift)
      if (thankYou === 'failed') return json({ message: 'The gift is recorded; the thank-you e-mail could not be sent yet.' }, { status: 503 })
    }
    return json({ received: true })
  },
)
