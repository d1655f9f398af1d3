'use client'

import { FormUntilUsed, type PlainFormProps } from '@/components/forms/FormUntilUsed'
import { DONATE_DEFAULTS, DonateFormView, giftOf, type DonateFormProps } from './DonateFormView'

const loadEngine = () => import('./DonateFormEngine').then((m) => m.DonateFormEngine)
const plainField = (name: string) => ({ name })
const PlainDonateForm = ({ form, ...props }: DonateFormProps & { form: PlainFormProps }) => (
  <DonateFormView
    {...props}
    form={form}
    field={plainField}
    start={DONATE_DEFAULTS}
    values={DONATE_DEFAULTS}
    gift={giftOf(DONATE_DEFAULTS)}
    errors={{}}
    pending={false}
  />
)

/** The gift chooser; its engine (react-hook-form, the checks, checkout) loads on first use. */
export function DonateForm(props: DonateFormProps) {
  return <FormUntilUsed load={loadEngine} props={props} plain={PlainDonateForm} />
}
