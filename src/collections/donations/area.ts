/**
 * What the site can take gifts through, from Settings → Donations and the server's Stripe keys:
 * plain functions of their inputs, so the site's features (a Donate button only where a gift can
 * be given) and /donate read the same answer.
 */
import { DONATION_PROVIDER_LABELS, DONATION_PROVIDERS, type DonationProvider } from '@/lib/constants'
import type { SiteSetting } from '@/payload-types'
import type { StripeKeys } from './keys'
import { webAddress } from './links'

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

