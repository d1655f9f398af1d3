import type Stripe from 'stripe'

import type { Submission } from '@/lib/db/once'
import { serverUrl } from '@/lib/serverUrl'
import type { DonationInput } from '@/lib/validation/donation'
import { donateReturnPath } from './links'
import type { StripeKeys } from './keys'
import { stripeClient } from './stripe'

/** Marks the sessions this site created, so the webhook records no other sale of the account. */
export const DONATION_PURPOSE = 'donation'

/**
 * The Checkout Session for a validated gift: one line of `amount` US dollars, paid once
 * (mode payment) or every month (mode subscription with a monthly recurring price). The
 * amount reaches Stripe only from here, in cents, after the shared schema accepted it.
 */
const checkoutParams = ({ amount, frequency }: DonationInput, siteTitle: string): Stripe.Checkout.SessionCreateParams => {
  const monthly = frequency === 'monthly'
  const metadata = { purpose: DONATION_PURPOSE, frequency }
  return {
    mode: monthly ? 'subscription' : 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'usd',
          unit_amount: amount * 100,
          product_data: { name: monthly ? `Monthly support for ${siteTitle}` : `Gift to ${siteTitle}` },
          ...(monthly ? { recurring: { interval: 'month' as const } } : {}),
        },
      },
    ],
    metadata,
    ...(monthly ? { subscription_data: { metadata } } : { submit_type: 'donate' as const, payment_intent_data: { metadata } }),
    success_url: `${serverUrl()}${donateReturnPath('thank-you')}`,
    cancel_url: `${serverUrl()}${donateReturnPath('cancelled')}`,
  }
}

/**
 * Creates the session at Stripe and returns the address of its payment page. A repeat of the
 * same submission (src/lib/db/once.ts) passes Stripe the same idempotency key, so Stripe answers
 * the session it made the first time instead of opening a second one.
 */
export const createDonationCheckout = async (
  keys: StripeKeys,
  input: DonationInput,
  siteTitle: string,
  submission: Submission | null = null,
): Promise<string> => {
  const options = submission ? { idempotencyKey: `donation-checkout:${submission.fingerprint.slice(0, 32)}:${submission.key}` } : undefined
  const session = await stripeClient(keys).checkout.sessions.create(checkoutParams(input, siteTitle), options)
  if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`)
  return session.url
}
