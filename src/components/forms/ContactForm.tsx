'use client'

import { ContactFormView } from './ContactFormView'
import { FormUntilUsed, type PlainFormProps } from './FormUntilUsed'

const loadEngine = () => import('./ContactFormEngine').then((m) => m.ContactFormEngine)
const plainField = (name: string) => ({ name })
const PlainContactForm = ({ form }: { form: PlainFormProps }) => <ContactFormView form={form} field={plainField} errors={{}} pending={false} />

/** The contact form: idle, "Sending...", then cleared with a toast, or the error toast. */
export function ContactForm() {
  return <FormUntilUsed load={loadEngine} props={{}} plain={PlainContactForm} />
}
