import { z } from 'zod'

import { DONATION_FREQUENCIES } from './donationChoices'

/**
 * A gift as the donate form and the Stripe checkout route both read it: whole US dollars from
 * $1 to $10,000 (the suggested buttons or "Other"), once or every month. The server trusts
 * nothing else the browser says about the amount.
 */
const MIN_DONATION = 1
const MAX_DONATION = 10_000

export const AMOUNT_MESSAGE = 'Please enter a whole-dollar amount from $1 to $10,000.'

export const donationSchema = z.object({
  // A number, never a numeric string: "25" from a script is refused like "2.5" or 0.
  amount: z.number({ error: AMOUNT_MESSAGE }).int(AMOUNT_MESSAGE).min(MIN_DONATION, AMOUNT_MESSAGE).max(MAX_DONATION, AMOUNT_MESSAGE),
  frequency: z.enum(DONATION_FREQUENCIES, { error: 'Please choose a one-time gift or monthly support.' }),
})

export type DonationInput = z.infer<typeof donationSchema>
