'use client'

import { useForm } from 'react-hook-form'

import { toast } from '@/components/toast/toastStore'
import { lazyZodResolver } from '@/lib/client/lazyZodResolver'
import { useSubmission } from '@/lib/client/useSubmission'
import { CONTACT_FIELDS, ContactFormView } from './ContactFormView'
import type { EngineProps } from './FormUntilUsed'
import { fieldMessages, showServerFieldErrors } from './serverFieldErrors'

const contactCheck = lazyZodResolver(() => import('@/lib/validation/contact').then((m) => m.contactSchema))

const EMPTY = { name: '', email: '', subject: '', message: '' }

/** The contact form at work: checked, sent, then cleared with a toast, or the error toast. */
export function ContactFormEngine({ initial, formRef }: EngineProps<object>) {
  const sendOnce = useSubmission()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: contactCheck.resolver, defaultValues: { ...EMPTY, ...initial } })

  const onSubmit = handleSubmit(async (values) => {
    try {
      await sendOnce('POST', '/api/contact', values)
      reset(EMPTY)
      toast({ title: 'Message sent', description: "Your message has been sent. We'll get back to you soon." })
    } catch (error) {
      showServerFieldErrors(error, setError, CONTACT_FIELDS)
      toast({ title: 'Error', description: 'There was an error sending your message. Please try again.', variant: 'destructive' })
    }
  })

  return (
    <ContactFormView
      form={{ ref: formRef, onFocus: contactCheck.preload, onSubmit }}
      field={register}
      errors={fieldMessages(errors, CONTACT_FIELDS)}
      pending={isSubmitting}
    />
  )
}
