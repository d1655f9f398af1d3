'use client'

import { useForm } from 'react-hook-form'

import { toast } from '@/components/toast/toastStore'
import { lazyZodResolver } from '@/lib/client/lazyZodResolver'
import { useSubmission } from '@/lib/client/useSubmission'
import { TextAreaField, TextField } from './FormField'
import { showServerFieldErrors } from './serverFieldErrors'
import { SubmitButton } from './SubmitButton'

const contactCheck = lazyZodResolver(() => import('@/lib/validation/contact').then((m) => m.contactSchema))

const FIELDS = ['name', 'email', 'subject', 'message'] as const

/** The contact form: idle, "Sending...", then cleared with a toast, or the error toast. */
export function ContactForm() {
  const sendOnce = useSubmission()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: contactCheck.resolver,
    defaultValues: { name: '', email: '', subject: '', message: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      await sendOnce('POST', '/api/contact', values)
      reset()
      toast({ title: 'Message sent', description: "Your message has been sent. We'll get back to you soon." })
    } catch (error) {
      showServerFieldErrors(error, setError, FIELDS)
      toast({ title: 'Error', description: 'There was an error sending your message. Please try again.', variant: 'destructive' })
    }
  })

  return (
    <form onFocus={contactCheck.preload} onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      </div>
      <TextField label="Subject" error={errors.subject?.message} {...register('subject')} />
      <TextAreaField label="Message" rows={6} error={errors.message?.message} {...register('message')} />
      <SubmitButton pending={isSubmitting} label="Send Message" pendingLabel="Sending..." />
    </form>
  )
}
