'use client'

import { useEffect, useState, type MouseEvent } from 'react'
import { useForm, useWatch, type Resolver } from 'react-hook-form'

import { TextField } from '@/components/forms/FormField'
import { Spinner } from '@/components/forms/Spinner'
import { primaryButtonClass } from '@/components/forms/styles'
import { toast } from '@/components/toast/toastStore'
import { ApiError } from '@/lib/client/apiRequest'
import { useSubmission } from '@/lib/client/useSubmission'
import { giftAmount } from '@/collections/donations/amount'
import { paypalDonateUrl } from '@/collections/donations/links'
import type { DonationInput, donationSchema } from '@/lib/validation/donation'
import { DONATION_FREQUENCIES, FREQUENCY_LABELS, SUGGESTED_AMOUNTS, type DonationFrequency } from '@/lib/validation/donationChoices'

/** Where the chosen gift goes: Stripe through the checkout route, or PayPal's own link. */
export type DonateProvider = { kind: 'stripe' } | { kind: 'paypal'; businessId: string }

/** The form as the visitor fills it: a suggested amount or "other" with the typed amount. */
type Values = { frequency: DonationFrequency; choice: string; other: string }

const OTHER = 'other'
const DEFAULTS: Values = { frequency: 'one-time', choice: '25', other: '' }

/** The gift the values describe, not yet checked ("" or "2.5" typed under Other stay as they are). */
const giftOf = ({ frequency, choice, other }: Values) => ({
  frequency,
  amount: choice === OTHER ? (other.trim() ? Number(other.trim()) : Number.NaN) : Number(choice),
})

/**
 * The shared schema (src/lib/validation/donation.ts), loaded with zod when first needed: when
 * Other is chosen, or the form is sent. A suggested amount needs no check before that: each is
 * an amount the schema accepts, with a frequency from its own list.
 */
let schema: typeof donationSchema | undefined
let loading: Promise<typeof donationSchema> | undefined
const loadSchema = () =>
  (loading ??= import('@/lib/client/zodWithoutEval')
    .then(() => import('@/lib/validation/donation'))
    .then((module) => (schema = module.donationSchema))
    .catch((error: unknown) => {
      // A failed download (the network dropped) is tried again when next needed.
      loading = undefined
      throw error
    }))

/** The gift the values describe, or null while they describe none (or its check is loading). */
const checkedGift = (values: Values): DonationInput | null => {
  if (values.choice !== OTHER) return giftOf(values)
  const result = schema?.safeParse(giftOf(values))
  return result?.success ? result.data : null
}

/**
 * The shared schema checks the gift; its amount message goes under the Other field when that is
 * the choice, else under the amount buttons.
 */
const resolver: Resolver<Values, unknown, DonationInput> = async (values) => {
  const result = (await loadSchema()).safeParse(giftOf(values))
  if (result.success) return { values: result.data, errors: {} }
  const errors: Record<string, { type: string; message: string }> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] === 'amount' ? (values.choice === OTHER ? 'other' : 'choice') : 'frequency'
    errors[field] ??= { type: 'validate', message: issue.message }
  }
  return { values: {}, errors }
}

const pill =
  'flex min-h-11 cursor-pointer items-center justify-center rounded-md border border-stone-300 bg-white px-3 py-2 text-sm font-semibold text-stone-800 ' +
  'hover:border-amber-700 peer-checked:border-amber-800 peer-checked:bg-amber-800 peer-checked:text-white ' +
  'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-700'

const describe = (gift: DonationInput) =>
  gift.frequency === 'monthly' ? `${giftAmount(gift.amount)} every month` : `${giftAmount(gift.amount)} once`

/**
 * The gift chooser: One-time Gift or Monthly Support, $5 to $100 or Other
 * (whole dollars, $1 to $10,000), then Stripe's checkout or PayPal's link for that gift.
 */
export function DonateForm({ provider, siteTitle }: { provider: DonateProvider; siteTitle: string }) {
  const sendOnce = useSubmission()
  const {
    register,
    control,
    handleSubmit,
    trigger,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, DonationInput>({ resolver, defaultValues: DEFAULTS })
  const values = useWatch({ control }) as Values
  const gift = checkedGift(values)
  // Other needs the schema to tell a typed amount from a mistake: it loads once Other is chosen.
  const [, setSchemaLoaded] = useState(schema !== undefined)
  useEffect(() => {
    if (values.choice === OTHER && !schema) loadSchema().then(() => setSchemaLoaded(true), () => {})
  }, [values.choice])
  // Once Stripe's address is known the page is leaving: the button stays busy until it has.
  const [leaving, setLeaving] = useState(false)

  const startCheckout = handleSubmit(async (input) => {
    try {
      const { url } = await sendOnce<{ url: string }>('POST', '/api/donations/checkout', input)
      setLeaving(true)
      window.location.assign(url)
    } catch (error) {
      const amountError = error instanceof ApiError ? error.fieldErrors.amount : undefined
      if (amountError) setError(values.choice === OTHER ? 'other' : 'choice', { type: 'server', message: amountError })
      toast({
        title: 'Donation could not start',
        description:
          error instanceof ApiError && error.status !== 500 && error.serverMessage
            ? error.serverMessage
            : 'There was a problem starting your donation. Please try again.',
        variant: 'destructive',
      })
    }
  })

  // Enter in the Other field goes on to PayPal too, once the amount is right.
  const continueToPaypal = handleSubmit((input) => {
    if (provider.kind === 'paypal') window.location.assign(paypalDonateUrl(provider.businessId, input, siteTitle))
  })

  // PayPal is a plain link carrying the gift; an unfinished Other amount stops it and says why.
  const onPaypalClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!gift) {
      event.preventDefault()
      void trigger()
    }
  }

  const amountError = errors.choice?.message
  const otherError = errors.other?.message
  const pending = isSubmitting || leaving

  return (
    <form onSubmit={provider.kind === 'stripe' ? startCheckout : continueToPaypal} noValidate className="space-y-6">
      <fieldset>
        <legend className="text-sm font-semibold text-stone-900">How would you like to give?</legend>
        <div className="mt-2 grid grid-cols-2 gap-1 rounded-lg bg-stone-100 p-1">
          {DONATION_FREQUENCIES.map((frequency) => (
            <label key={frequency}>
              <input type="radio" value={frequency} className="peer sr-only" {...register('frequency')} />
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

      <fieldset aria-describedby={amountError ? 'donate-amount-error' : undefined}>
        <legend className="text-sm font-semibold text-stone-900">Amount</legend>
        <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6">
          {[...SUGGESTED_AMOUNTS.map(String), OTHER].map((choice) => (
            <label key={choice}>
              <input type="radio" value={choice} className="peer sr-only" {...register('choice')} />
              <span className={pill}>{choice === OTHER ? 'Other' : `$${choice}`}</span>
            </label>
          ))}
        </div>
        {amountError && (
          <p id="donate-amount-error" className="mt-1 text-sm text-red-700">
            {amountError}
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
            error={otherError}
            {...register('other')}
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
              href={paypalDonateUrl(provider.businessId, gift ?? giftOf(DEFAULTS), siteTitle)}
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
