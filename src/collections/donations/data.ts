/**
 * Donations: what /donate offers (from Settings → Donations and the server's Stripe keys), and
 * the gifts Stripe reports completed, kept in the admin-only Donations collection and thanked
 * by e-mail.
 */
import type { Payload } from 'payload'

import { DONATION_PROVIDER_LABELS, DONATION_PROVIDERS, type DonationProvider } from '@/lib/constants'
import { stripeKeys, type StripeKeys } from './keys'
import { webAddress } from './links'
import type { CompletedGift } from './webhook'
import { donationThankYouEmail } from '@/lib/email/donation'
import { trySendEmail } from '@/lib/email/send'
import type { Donation, SiteSetting } from '@/payload-types'
import { contactAddress } from '@/collections/contact-messages/data'
import { getSiteInfo, getSiteSettings } from '@/lib/data/site'

export type DonationSettings = {
  provider: DonationProvider
  /** PayPal business e-mail or merchant ID; '' when not set. */
  paypalBusinessId: string
  kofiUrl: string
  buyMeACoffeeUrl: string
}

/** Settings → Donations; a provider nobody has chosen yet is PayPal. */
export const donationSettingsFrom = (donations: SiteSetting['donations']): DonationSettings => ({
  provider: DONATION_PROVIDERS.find((p) => p === donations?.provider) ?? 'paypal',
  paypalBusinessId: donations?.paypalBusinessId?.trim() || '',
  kofiUrl: donations?.kofiUrl?.trim() || '',
  buyMeACoffeeUrl: donations?.buyMeACoffeeUrl?.trim() || '',
})

/** Settings → Donations, shaped from the one cached read of the site settings. */
export const getDonationSettings = async (payload: Payload): Promise<DonationSettings> => donationSettingsFrom((await getSiteSettings(payload)).donations)

/** The provider part of /donate. */
export type DonationArea =
  | { kind: 'stripe' }
  | { kind: 'paypal'; businessId: string }
  | { kind: 'profile'; provider: 'kofi' | 'buymeacoffee'; label: string; href: string }
  /** The chosen provider lacks what it needs (an address, an ID, Stripe's keys). */
  | { kind: 'not-configured' }

export const donationAreaFrom = (settings: DonationSettings, keys: StripeKeys | null): DonationArea => {
  switch (settings.provider) {
    case 'stripe':
      return keys ? { kind: 'stripe' } : { kind: 'not-configured' }
    case 'paypal':
      return settings.paypalBusinessId ? { kind: 'paypal', businessId: settings.paypalBusinessId } : { kind: 'not-configured' }
    case 'kofi':
    case 'buymeacoffee': {
      const href = webAddress(settings.provider === 'kofi' ? settings.kofiUrl : settings.buyMeACoffeeUrl)
      return href ? { kind: 'profile', provider: settings.provider, label: DONATION_PROVIDER_LABELS[settings.provider], href } : { kind: 'not-configured' }
    }
  }
}

/** What the donate page offers now (the settings are a cached read; the keys are the server's). */
export const getDonationArea = async (payload: Payload): Promise<DonationArea> => donationAreaFrom(await getDonationSettings(payload), stripeKeys())

/** Whether the site takes card gifts through Stripe now: its keys for the checkout route, else null. */
export const stripeCheckoutKeys = async (payload: Payload): Promise<StripeKeys | null> =>
  (await getDonationSettings(payload)).provider === 'stripe' ? stripeKeys() : null

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
