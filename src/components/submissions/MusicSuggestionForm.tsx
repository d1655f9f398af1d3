'use client'

import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'

import { TextAreaField, TextField } from '@/components/forms/FormField'
import { showServerFieldErrors } from '@/components/forms/serverFieldErrors'
import { secondaryButtonClass } from '@/components/forms/styles'
import { SubmitButton } from '@/components/forms/SubmitButton'
import { toast } from '@/components/toast/toastStore'
import { lazyZodResolver } from '@/lib/client/lazyZodResolver'
import { useSubmission } from '@/lib/client/useSubmission'
import type { MusicSuggestionInput } from '@/lib/validation/musicSuggestion'
import { isSessionEnded, SessionEndedNotice, toastSessionEnded } from './SessionEnded'

const musicSuggestionCheck = lazyZodResolver(() => import('@/lib/validation/musicSuggestion').then((m) => m.musicSuggestionSchema))

const PATH = '/submit-music-analysis'
const FIELDS = ['artist', 'songTitle', 'link', 'reason', 'email'] as const
const EMPTY = { artist: '', songTitle: '', link: '', reason: '', email: '' }

/**
 * A member suggests a song for analysis: idle, pending (button
 * disabled with a spinner), then the confirmation panel in place of the form, or the failure
 * toast with the form kept as typed. "Submit Another" brings back an empty form.
 */
export function MusicSuggestionForm() {
  const sendOnce = useSubmission()
  const form = useForm({ resolver: musicSuggestionCheck.resolver, defaultValues: EMPTY })
  const { errors } = form.formState
  const confirmation = useRef<HTMLHeadingElement>(null)
  const returning = useRef(false)

  const submit = useMutation({
    mutationFn: (input: MusicSuggestionInput) => sendOnce('POST', '/api/music-analysis/submit', input),
    onSuccess: () => toast({ title: 'Submission Received', description: 'Thank you for your suggestion. Our team will review it soon.' }),
    onError: (error) => {
      if (isSessionEnded(error)) {
        toastSessionEnded()
        return
      }
      showServerFieldErrors(error, form.setError, FIELDS)
      toast({ title: 'Submission Failed', description: 'There was an error submitting your request. Please try again.', variant: 'destructive' })
    },
  })

  // The panel replaces the form (and the button that had focus): keyboard and screen-reader
  // users are taken to its heading, and back to the first field after "Submit Another".
  useEffect(() => {
    if (submit.isSuccess) confirmation.current?.focus()
    else if (returning.current) {
      returning.current = false
      form.setFocus('artist')
    }
  }, [submit.isSuccess, form])

  const onSubmit = form.handleSubmit((input) => {
    if (!submit.isPending) submit.mutate(input)
  })

  const submitAnother = () => {
    form.reset(EMPTY)
    returning.current = true
    submit.reset()
  }

  if (submit.isSuccess) {
    return (
      <div className="text-center">
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="mx-auto size-10 text-green-700">
          <circle cx="12" cy="12" r="9" />
          <path d="m8 12.5 2.5 2.5L16 9.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <h2 ref={confirmation} tabIndex={-1} className="mt-3 font-serif text-2xl font-bold text-stone-900 focus:outline-none">
          Submission Received
        </h2>
        <p className="mt-3 text-stone-700">Thank you for your suggestion. Our team will review it soon.</p>
        <p className="mt-2 text-sm text-stone-600">
          We read every suggestion, but we cannot guarantee that every song submitted will be analyzed.
        </p>
        <button type="button" onClick={submitAnother} className={`${secondaryButtonClass} mt-6 min-h-11 px-5`}>
          Submit Another
        </button>
      </div>
    )
  }

  return (
    <form onFocus={musicSuggestionCheck.preload} onSubmit={onSubmit} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Artist" autoComplete="off" error={errors.artist?.message} {...form.register('artist')} />
        <TextField label="Song title" autoComplete="off" error={errors.songTitle?.message} {...form.register('songTitle')} />
      </div>
      <TextField
        label="Link to the song"
        type="url"
        inputMode="url"
        placeholder="https://"
        hint="Where we can listen to it: YouTube, Spotify, Apple Music or the artist's site."
        error={errors.link?.message}
        {...form.register('link')}
      />
      <TextAreaField
        label="Why should we analyze it?"
        rows={6}
        hint="What have you noticed in the lyrics or the message? At least 20 characters."
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <TextField
        label="Email (optional)"
        type="email"
        autoComplete="email"
        hint="Only if you would like us to be able to reach you about this song."
        error={errors.email?.message}
        {...form.register('email')}
      />
      {isSessionEnded(submit.error) && <SessionEndedNotice path={PATH} />}
      <SubmitButton pending={submit.isPending} label="Submit for Analysis" pendingLabel="Submitting..." className="w-full sm:w-auto" />
    </form>
  )
}
