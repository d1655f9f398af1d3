import type Stripe from 'stripe'

import { MAX_BODY_BYTES, readLimitedBytes } from '@/lib/http/body'
import { badRequest, payloadTooLarge } from '@/lib/http/responses'
import type { DonationFrequency } from '@/lib/validation/donationChoices'
import { DONATION_PURPOSE } from './checkout'
import type { StripeKeys } from './keys'
import { stripeClient } from './stripe'

type Verified = { ok: true; event: Stripe.Event } | { ok: false; response: Response }

/**
 * The event Stripe sent, once its signature checks out. The signature covers the exact bytes,
 * so the body is read raw (at most 100 KB: a Checkout event is a few KB) and never re-encoded.
 * No Origin check: Stripe calls from its own servers, and the signature is what proves it.
 */
export const verifiedStripeEvent = async (req: Request, keys: StripeKeys): Promise<Verified> => {
  const signature = req.headers.get('stripe-signature')
  const raw = await readLimitedBytes(req, MAX_BODY_BYTES)
  if (raw === null) return { ok: false, response: payloadTooLarge() }
  if (!signature) return { ok: false, response: badRequest({}, 'The Stripe-Signature header is missing.') }
  try {
    return { ok: true, event: stripeClient(keys).webhooks.constructEvent(Buffer.from(raw), signature, keys.webhookSecret) }
  } catch {
    // A wrong or stale signature, or a signed body that is not an event: the same answer.
    return { ok: false, response: badRequest({}, 'The Stripe signature could not be verified.') }
  }
}

/** A paid gift as the Donations collection keeps it. */
export type CompletedGift = {
  stripeSessionId: string
  /** Dollars (Stripe counts cents). */
  amount: number
  currency: string
  frequency: DonationFrequency
  donorName: string | null
  donorEmail: string | null
}

/**
 * The gift an event completes, or null when there is nothing to record: another event type,
 * a session this site did not start (another sale on the same Stripe account), or a payment
 * still pending (a bank debit completes the session first and is paid later, in
 * `checkout.session.async_payment_succeeded`).
 */
export const completedGift = (event: Stripe.Event): CompletedGift | null => {
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') return null
  const session = event.data.object
  if (session.metadata?.purpose !== DONATION_PURPOSE) return null
  if (session.payment_status === 'unpaid' || !session.amount_total) return null
  return {
    stripeSessionId: session.id,
    amount: session.amount_total / 100,
    currency: session.currency ?? 'usd',
    frequency: session.mode === 'subscription' ? 'monthly' : 'one-time',
    donorName: session.customer_details?.name?.trim() || null,
    donorEmail: session.customer_details?.email?.trim() || null,
  }
}
