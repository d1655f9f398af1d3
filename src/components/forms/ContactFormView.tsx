import type { FormHTMLAttributes, Ref } from 'react'

import { TextAreaField, TextField } from './FormField'
import { SubmitButton } from './SubmitButton'

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const
type ContactField = (typeof CONTACT_FIELDS)[number]

type Props = {
  form: FormHTMLAttributes<HTMLFormElement> & { ref: Ref<HTMLFormElement> }
  /** What each field carries: its name, and react-hook-form's registration once loaded. */
  field: (name: ContactField) => { name: string }
  errors: Partial<Record<ContactField, string>>
  pending: boolean
}

/** The contact form's fields, the same before and after its engine loads. */
export function ContactFormView({ form, field, errors, pending }: Props) {
  return (
    <form {...form} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" error={errors.name} {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" error={errors.email} {...field('email')} />
      </div>
      <TextField label="Subject" error={errors.subject} {...field('subject')} />
      <TextAreaField label="Message" rows={6} error={errors.message} {...field('message')} />
      <SubmitButton pending={pending} label="Send Message" pendingLabel="Sending..." />
    </form>
  )
}
