'use client'

import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'

import { TextAreaField, TextField } from '@/components/forms/FormField'
import { showServerFieldErrors } from '@/components/forms/serverFieldErrors'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { toast } from '@/components/toast/toastStore'
import { lazyZodResolver } from '@/lib/client/lazyZodResolver'
import { useSubmission } from '@/lib/client/useSubmission'
import type { BookSuggestionInput } from '@/lib/validation/bookSuggestion'

const bookSuggestionCheck = lazyZodResolver(() => import('@/lib/validation/bookSuggestion').then((m) => m.bookSuggestionSchema))

const FIELDS = ['title', 'author', 'reason', 'email'] as const
const EMPTY = { title: '', author: '', reason: '', email: '' }

/**
 * Anyone suggests a book for the reading club, signed in or not: idle, submitting (button
 * disabled, "Submitting..."), then the success toast and an empty form, or the failure toast
 * with the form kept as typed. The browser checks with the schema the route uses.
 */
export function BookSuggestionForm() {
  const sendOnce = useSubmission()
  const form = useForm({ resolver: bookSuggestionCheck.resolver, defaultValues: EMPTY })
  const { errors } = form.formState

  const submit = useMutation({
    mutationFn: (input: BookSuggestionInput) => sendOnce('POST', '/api/reading-club/suggest', input),
    onSuccess: () => {
      form.reset(EMPTY)
      toast({ title: 'Suggestion received', description: 'Thank you for your suggestion. We will consider it for a future month.' })
    },
    onError: (error) => {
      showServerFieldErrors(error, form.setError, FIELDS)
      toast({ title: 'Suggestion failed', description: 'There was an error sending your suggestion. Please try again.', variant: 'destructive' })
    },
  })

  const onSubmit = form.handleSubmit((input) => {
    if (!submit.isPending) submit.mutate(input)
  })

  return (
    <form onFocus={bookSuggestionCheck.preload} onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Book title" autoComplete="off" error={errors.title?.message} {...form.register('title')} />
        <TextField label="Author" autoComplete="off" error={errors.author?.message} {...form.register('author')} />
      </div>
      <TextAreaField
        label="Why should we read it?"
        rows={6}
        hint="How did it help you, and why would it help others? At least 20 characters."
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <TextField
        label="Email (optional)"
        type="email"
        autoComplete="email"
        hint="Only if you would like us to be able to reach you about this book."
        error={errors.email?.message}
        {...form.register('email')}
      />
      <SubmitButton pending={submit.isPending} label="Suggest Book" pendingLabel="Submitting..." className="w-full sm:w-auto" />
    </form>
  )
}
