/**
 * Donations: what /donate offers (from Settings → Donations and the server's Stripe keys), and
 * the gifts Stripe reports completed, kept in the admin-only Donations collection and thanked
 * by e-mail.
 */
import type { Payload } from 'payload'

import { donationAreaFrom, donationSettingsFrom, type DonationArea, type DonationSettings } from './area'
import type { StripeKeys } from './keys'
import { stripeKeysFor } from '@/lib/integrations/settings'
import type { CompletedGift } from './webhook'
import { donationThankYouEmail } from '@/lib/email/donation'
import { trySendEmail } from '@/lib/email/send'
import type { Donation } from '@/payload-types'
import { contactAddress } from '@/collections/contact-messages/data'
import { getSiteInfo, getSiteSettings } from '@/lib/data/site'

/** Settings → Donations, shaped from the one cached read of the site settings. */
export const getDonationSettings = async (payload: Payload): Promise<DonationSettings> => donationSettingsFrom((await getSiteSettings(payload)).donations)

/** What the donate page offers now (the settings are a cached read; the keys from the server or the admin). */
export const getDonationArea = async (payload: Payload): Promise<DonationArea> => donationAreaFrom(await getDonationSettings(payload), await stripeKeysFor(payload))

/** Whether the site takes card gifts through Stripe now: its keys for the checkout route, else null. */
export const stripeCheckoutKeys = async (payload: Payload): Promise<StripeKeys | null> =>
  (await getDonationSettings(payload)).provider === 'stripe' ? stripeKeysFor(payload) : null

const findBySession = async (payload: Payload, stripeSessionId: string): Promise<Donation | null> => {
  const { docs } = await payload.find({ collection: 'donations', where: { stripeSessionId: { equals: stripeSessionId } }, limit: 1, depth: 0 })
  return docs[0] ?? null
}

export type RecordedGift = {
  donation: Donation
  /** sent now, sent before, nobody to send to, or the send failed (retry later). */
  thankYou: 'sent' | 'already-sent' | 'no-address' | 'failed'
}

/**
 * Records a completed gift once, however often Stripe delivers the event (the session id is
 * unique), and thanks the donor once. A redelivery finds the gift and only sends the thank-you
 * if it still has not gone; when two deliveries race, the one whose insert lost leaves the
 * e-mail to the winner.
 */
export const recordDonation = async (payload: Payload, gift: CompletedGift): Promise<RecordedGift> => {
  let donation = await findBySession(payload, gift.stripeSessionId)
  let lostRace = false
  if (!donation) {
    try {
      // The collection is admin-only; the signed webhook is its one writer.
      donation = await payload.create({ collection: 'donations', data: { ...gift, provider: 'stripe', status: 'new' }, depth: 0, overrideAccess: true })
    } catch (error) {
      donation = await findBySession(payload, gift.stripeSessionId)
      if (!donation) throw error
      lostRace = true
    }
  }
  if (donation.thankYouSentAt || lostRace) return { donation, thankYou: 'already-sent' }
  if (!donation.donorEmail) return { donation, thankYou: 'no-address' }

  const [{ title }, replyTo] = await Promise.all([getSiteInfo(payload), contactAddress(payload)])
  const email = donationThankYouEmail({ ...gift, donorEmail: donation.donorEmail }, title, replyTo)
  if (!(await trySendEmail(payload, email, 'donation thank-you'))) return { donation, thankYou: 'failed' }
  donation = await payload.update({
    collection: 'donations',
    id: donation.id,
    data: { thankYouSentAt: new Date().toISOString() },
    depth: 0,
    overrideAccess: true,
  })
  return { donation, thankYou: 'sent' }
}
