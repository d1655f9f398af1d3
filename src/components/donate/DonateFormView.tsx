import type { FormHTMLAttributes, MouseEvent, Ref } from 'react'

import { TextField } from '@/components/forms/FormField'
import { Spinner } from '@/components/forms/Spinner'
import { primaryButtonClass } from '@/components/forms/styles'
import { giftAmount } from '@/collections/donations/amount'
import { paypalDonateUrl } from '@/collections/donations/links'
import type { DonationInput } from '@/lib/validation/donation'
import { DONATION_FREQUENCIES, FREQUENCY_LABELS, SUGGESTED_AMOUNTS, type DonationFrequency } from '@/lib/validation/donationChoices'

/** Where the chosen gift goes: Stripe through the checkout route, or PayPal's own link. */
type DonateProvider = { kind: 'stripe' } | { kind: 'paypal'; businessId: string }

/** The form as the visitor fills it: a suggested amount or "other" with the typed amount. */
export type DonateValues = { frequency: DonationFrequency; choice: string; other: string }
type DonateField = keyof DonateValues

export const OTHER = 'other'
export const DONATE_DEFAULTS: DonateValues = { frequency: 'one-time', choice: '25', other: '' }

/** The gift the values describe, not yet checked ("" or "2.5" typed under Other stay as they are). */
export const giftOf = ({ frequency, choice, other }: DonateValues) => ({
  frequency,
  amount: choice === OTHER ? (other.trim() ? Number(other.trim()) : Number.NaN) : Number(choice),
})

export type DonateFormProps = { provider: DonateProvider; siteTitle: string }

type Props = DonateFormProps & {
  form: FormHTMLAttributes<HTMLFormElement> & { ref: Ref<HTMLFormElement> }
  /** What each field carries: its name, and react-hook-form's registration once loaded. */
  field: (name: DonateField) => { name: string }
  /** The values the form started from (which radios are checked when it appears). */
  start: DonateValues
  /** The values now, and the gift they describe once checked (null while they describe none). */
  values: DonateValues
  gift: DonationInput | null
  errors: { choice?: string; other?: string }
  pending: boolean
  onPaypalClick?: (event: MouseEvent<HTMLAnchorElement>) => void
}

const pill =
  'flex min-h-11 cursor-pointer items-center justify-center rounded-md border border-stone-300 bg-white px-3 py-2 text-sm font-semibold text-stone-800 ' +
  'hover:border-amber-700 peer-checked:border-amber-800 peer-checked:bg-amber-800 peer-checked:text-white ' +
  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-700'

const describe = (gift: DonationInput) =>
  gift.frequency === 'monthly' ? `${giftAmount(gift.amount)} every month` : `${giftAmount(gift.amount)} once`

/**
 * The gift chooser, the same before and after its engine loads: One-time Gift or Monthly
 * Support, $5 to $100 or Other (whole dollars, $1 to $10,000), then Stripe's checkout or
 * PayPal's link for that gift.
 */
export function DonateFormView({ provider, siteTitle, form, field, start, values, gift, errors, pending, onPaypalClick }: Props) {
  return (
    <form {...form} noValidate className="space-y-6">
      <fieldset>
        <legend className="text-sm font-semibold text-stone-900">How would you like to give?</legend>
        <div className="mt-2 grid grid-cols-2 gap-1 rounded-lg bg-stone-100 p-1">
          {DONATION_FREQUENCIES.map((frequency) => (
            <label key={frequency}>
              <input
                type="radio"
                value={frequency}
                defaultChecked={start.frequency === frequency}
                className="peer sr-only"
                {...field('frequency')}
              />
              <span
                className={
                  'flex min-h-11 cursor-pointer items-center justify-center rounded-md px-3 py-2 text-center text-sm font-semibold text-stone-700 ' +
                  'hover:text-stone-900 peer-checked:bg-white peer-checked:text-amber-900 peer-checked:shadow-sm ' +
                  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-700'
                }
              >
                {FREQUENCY_LABELS[frequency]}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset aria-describedby={errors.choice ? 'donate-amount-error' : undefined}>
        <legend className="text-sm font-semibold text-stone-900">Amount</legend>
        <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6">
          {[...SUGGESTED_AMOUNTS.map(String), OTHER].map((choice) => (
            <label key={choice}>
              <input type="radio" value={choice} defaultChecked={start.choice === choice} className="peer sr-only" {...field('choice')} />
              <span className={pill}>{choice === OTHER ? 'Other' : `$${choice}`}</span>
            </label>
          ))}
        </div>
        {errors.choice && (
          <p id="donate-amount-error" className="mt-1 text-sm text-red-700">
            {errors.choice}
          </p>
        )}
      </fieldset>

      {values.choice === OTHER && (
        <div className="max-w-xs">
          <TextField
            label="Other amount (US dollars)"
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 40"
            hint="Whole dollars, from $1 to $10,000."
            error={errors.other}
            {...field('other')}
          />
        </div>
      )}

      <div className="border-t border-stone-200 pt-5">
        <p className="text-sm text-stone-700" aria-live="polite">
          {gift ? (
            <>
              Your gift: <strong className="text-stone-900">{describe(gift)}</strong>
            </>
          ) : (
            'Enter an amount to continue.'
          )}
        </p>
        {provider.kind === 'stripe' ? (
          <>
            <button type="submit" disabled={pending} className={`mt-3 w-full sm:w-auto ${primaryButtonClass}`}>
              {pending && <Spinner />}
              {pending ? 'Redirecting to secure checkout...' : gift?.frequency === 'monthly' ? 'Give monthly by card' : 'Donate by card'}
            </button>
            <p className="mt-2 text-xs text-stone-600">Payments are processed securely by Stripe; card details never reach this site.</p>
          </>
        ) : (
          <>
            <a
              href={paypalDonateUrl(provider.businessId, gift ?? giftOf(DONATE_DEFAULTS), siteTitle)}
              onClick={onPaypalClick}
              className={`mt-3 w-full sm:w-auto ${primaryButtonClass}`}
            >
              {gift?.frequency === 'monthly' ? 'Give monthly with PayPal' : 'Donate with PayPal'}
            </a>
            <p className="mt-2 text-xs text-stone-600">You will finish your gift on PayPal&apos;s website.</p>
          </>
        )}
      </div>
    </form>
  )
}
