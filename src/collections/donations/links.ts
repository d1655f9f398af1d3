/**
 * Where a gift goes, as addresses: the donate page's return states, PayPal's links carrying the
 * chosen amount, and the header's Donate button. Pure functions, shared by the server and the
 * donate form.
 */
import type { DonationProvider } from '@/lib/constants'
import type { DonationInput } from '@/lib/validation/donation'
import { webUrl } from '@/lib/validation/url'

/** Where Stripe sends the donor back: `/donate?donation=thank-you` or `…=cancelled`. */
const DONATE_RETURN_STATES = ['thank-you', 'cancelled'] as const
export type DonateReturn = (typeof DONATE_RETURN_STATES)[number]

export const donateReturnPath = (state: DonateReturn) => `/donate?donation=${state}`

/** The `donation` parameter of /donate, when it is one of the return states. */
export const readDonateReturn = (value: unknown): DonateReturn | null =>
  DONATE_RETURN_STATES.find((state) => state === value) ?? null

/** An absolute http(s) address, or null: a settings value never becomes a `javascript:` link. */
export const webAddress = (value: string): string | null => webUrl(value)?.href ?? null

/**
 * PayPal's link for the gift, in US dollars. A one-time gift uses PayPal's donate flow
 * (`/donate?business=&amount=&currency_code=USD`). That flow has no parameter that makes a gift
 * monthly (only a box the donor may tick on PayPal's page), so Monthly Support uses PayPal's
 * recurring-payment link instead: a subscription of `amount` every 1 month (a3/p3/t3) that
 * renews until the donor cancels (src=1).
 */
export const paypalDonateUrl = (businessId: string, { amount, frequency }: DonationInput, siteTitle: string): string => {
  if (frequency === 'monthly') {
    const query = new URLSearchParams({
      cmd: '_xclick-subscriptions',
      business: businessId,
      item_name: `Monthly support for ${siteTitle}`,
      a3: String(amount),
      p3: '1',
      t3: 'M',
      src: '1',
      currency_code: 'USD',
      no_shipping: '1',
    })
    return `https://www.paypal.com/cgi-bin/webscr?${query}`
  }
  const query = new URLSearchParams({ business: businessId, amount: String(amount), currency_code: 'USD' })
  return `https://www.paypal.com/donate?${query}`
}

export type DonateLink = { href: string; external: boolean }

type LinkSettings = { provider: DonationProvider; kofiUrl: string; buyMeACoffeeUrl: string }

/**
 * The header's Donate button: /donate, except for Ko-fi and Buy Me A Coffee, whose
 * own pages take the gift, so the button goes straight there once their address is set.
 */
export const donateLink = (settings: LinkSettings): DonateLink => {
  const profile =
    settings.provider === 'kofi' ? settings.kofiUrl : settings.provider === 'buymeacoffee' ? settings.buyMeACoffeeUrl : ''
  const href = profile ? webAddress(profile) : null
  return href ? { href, external: true } : { href: '/donate', external: false }
}
