/**
 * What the donate form offers: the suggested amounts (whole dollars, each one the donation schema
 * accepts) and the two frequencies. Apart from the schema (donation.ts), so that the form shows
 * them without loading zod, which it needs only for an amount typed under "Other".
 */
export const SUGGESTED_AMOUNTS = [5, 15, 25, 50, 100] as const

export const DONATION_FREQUENCIES = ['one-time', 'monthly'] as const
export type DonationFrequency = (typeof DONATION_FREQUENCIES)[number]
export const FREQUENCY_LABELS: Record<DonationFrequency, string> = { 'one-time': 'One-time Gift', monthly: 'Monthly Support' }
