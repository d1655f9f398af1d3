'use client'

import { useEffect, useState, type MouseEvent } from 'react'
import { useForm, useWatch, type Resolver } from 'react-hook-form'

import type { EngineProps } from '@/components/forms/FormUntilUsed'
import { toast } from '@/components/toast/toastStore'
import { ApiError } from '@/lib/client/apiRequest'
import { useSubmission } from '@/lib/client/useSubmission'
import { paypalDonateUrl } from '@/collections/donations/links'
import type { DonationInput, donationSchema } from '@/lib/validation/donation'
import { DONATE_DEFAULTS, DonateFormView, giftOf, OTHER, type DonateFormProps, type DonateValues } from './DonateFormView'

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
const checkedGift = (values: DonateValues): DonationInput | null => {
  if (values.choice !== OTHER) return giftOf(values)
  const result = schema?.safeParse(giftOf(values))
  return result?.success ? result.data : null
}

/**
 * The shared schema checks the gift; its amount message goes under the Other field when that is
 * the choice, else under the amount buttons.
 */
const resolver: Resolver<DonateValues, unknown, DonationInput> = async (values) => {
  const result = (await loadSchema()).safeParse(giftOf(values))
  if (result.success) return { values: result.data, errors: {} }
  const errors: Record<string, { type: string; message: string }> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] === 'amount' ? (values.choice === OTHER ? 'other' : 'choice') : 'frequency'
    errors[field] ??= { type: 'validate', message: issue.message }
  }
  return { values: {}, errors }
}

/** The gift chooser at work: Stripe's checkout or PayPal's link for the checked gift. */
export function DonateFormEngine({ provider, siteTitle, initial, formRef }: EngineProps<DonateFormProps>) {
  const sendOnce = useSubmission()
  const [start] = useState<DonateValues>(() => ({ ...DONATE_DEFAULTS, ...initial }))
  const {
    register,
    control,
    handleSubmit,
    trigger,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DonateValues, unknown, DonationInput>({ resolver, defaultValues: start })
  const values = useWatch({ control }) as DonateValues
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

  return (
    <DonateFormView
      provider={provider}
      siteTitle={siteTitle}
      form={{ ref: formRef, onSubmit: provider.kind === 'stripe' ? startCheckout : continueToPaypal }}
      field={register}
      start={start}
      values={values}
      gift={gift}
      errors={{ choice: errors.choice?.message, other: errors.other?.message }}
      pending={isSubmitting || leaving}
      onPaypalClick={onPaypalClick}
    />
  )
}
