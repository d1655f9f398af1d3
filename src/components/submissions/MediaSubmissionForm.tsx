'use client'

import { useMutation } from '@tanstack/react-query'
import { useId } from 'react'
import { useForm } from 'react-hook-form'

import { TextAreaField, TextField } from '@/components/forms/FormField'
import { showServerFieldErrors } from '@/components/forms/serverFieldErrors'
import { inputClass } from '@/components/forms/styles'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { toast } from '@/components/toast/toastStore'
import { lazyZodResolver } from '@/lib/client/lazyZodResolver'
import { useSubmission } from '@/lib/client/useSubmission'
import type { MediaSubmissionInput } from '@/lib/validation/mediaSubmission'
import { MEDIA_CATEGORIES } from '@/lib/vocabularies/categories'
import { isSessionEnded, SessionEndedNotice, toastSessionEnded } from './SessionEnded'

const mediaSubmissionCheck = lazyZodResolver(() => import('@/lib/validation/mediaSubmission').then((m) => m.mediaSubmissionSchema))

const PATH = '/submit-media'
const FIELDS = ['title', 'creator', 'mediaType', 'link', 'explanation'] as const
const EMPTY = { title: '', creator: '', mediaType: 'Songs' as const, link: '', explanation: '' }

/**
 * A member submits a song, movie, sermon or devotional for review:
 * idle, submitting (button disabled, "Submitting..."), then the success toast and an empty form,
 * or the failure toast with the form kept as typed.
 */
export function MediaSubmissionForm() {
  const sendOnce = useSubmission()
  const form = useForm({ resolver: mediaSubmissionCheck.resolver, defaultValues: EMPTY })
  const { errors } = form.formState

  const submit = useMutation({
    mutationFn: (input: MediaSubmissionInput) => sendOnce('POST', '/api/media/submit', input),
    onSuccess: () => {
      form.reset(EMPTY)
      toast({ title: 'Submission received!', description: 'Thank you for your submission. Our team will review it shortly.' })
    },
    onError: (error) => {
      if (isSessionEnded(error)) {
        toastSessionEnded()
        return
      }
      showServerFieldErrors(error, form.setError, FIELDS)
      toast({ title: 'Submission failed', description: 'There was a problem submitting your media. Please try again.', variant: 'destructive' })
    },
  })

  const onSubmit = form.handleSubmit((input) => {
    if (!submit.isPending) submit.mutate(input)
  })

  // The one field FormField has no component for: a select, labelled and described the same way.
  const typeId = useId()
  const typeError = errors.mediaType?.message
  return (
    <form onFocus={mediaSubmissionCheck.preload} onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField label="Title" autoComplete="off" error={errors.title?.message} {...form.register('title')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Creator" autoComplete="off" hint="Artist, director, preacher or author." error={errors.creator?.message} {...form.register('creator')} />
        <div>
          <label htmlFor={typeId} className="block text-sm font-medium text-stone-800">
            Media type
          </label>
          <select
            id={typeId}
            aria-invalid={typeError ? true : undefined}
            aria-describedby={typeError ? `${typeId}-error` : undefined}
            className={`${inputClass} mt-1`}
            {...form.register('mediaType')}
          >
            {MEDIA_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
          {typeError && (
            <p id={`${typeId}-error`} className="mt-1 text-sm text-red-700">
              {typeError}
            </p>
          )}
        </div>
      </div>
      <TextField
        label="Link"
        type="url"
        inputMode="url"
        placeholder="https://"
        hint="Where we can watch, listen to or read it."
        error={errors.link?.message}
        {...form.register('link')}
      />
      <TextAreaField
        label="Why should we review it?"
        rows={6}
        hint="What stood out to you, for good or ill? At least 30 characters."
        error={errors.explanation?.message}
        {...form.register('explanation')}
      />
      {isSessionEnded(submit.error) && <SessionEndedNotice path={PATH} />}
      <SubmitButton pending={submit.isPending} label="Submit Media" pendingLabel="Submitting..." className="w-full sm:w-auto" />
    </form>
  )
}
