'use client'

import { useMutation } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'

import { toast } from '@/components/toast/toastStore'
import { lazySchemaCheck } from '@/lib/client/lazySchemaCheck'
import { useSubmission } from '@/lib/client/useSubmission'
import type { NewsletterInput, NewsletterTopic } from '@/lib/validation/newsletter'

const check = lazySchemaCheck<NewsletterInput>(() => import('@/lib/validation/newsletter').then((m) => m.newsletterSchema))

type Props = {
  /** What the address signs up for: the home page's sign-up is "general", the podcast page's "podcast". */
  topic: NewsletterTopic
  /** The success toast's message. */
  thanks: string
  /** The field's label for screen readers (the surrounding section's heading names the form). */
  label?: string
}

/**
 * An e-mail field and a Subscribe button over POST /api/newsletter/subscribe:
 * idle, then submitting while the request runs. A blank address after trimming sends nothing
 * (the browser's `required`, then the shared schema); an address the browser lets through but
 * the schema refuses gets the schema's message under the field. The server answers the same
 * whether or not the address was known, and e-mails a confirmation link (double opt-in). The
 * address is kept after a failure so it can be corrected.
 *
 * Unlike the site's other forms it has no react-hook-form, and zod loads only when it is sent
 * (lazySchemaCheck): it sits at the foot of the home page, which every reader opens and few
 * send it; one field needs neither library's machinery up front.
 */
export function NewsletterForm({ topic, thanks, label = 'Email address' }: Props) {
  const sendOnce = useSubmission()
  const id = useId()
  const [error, setError] = useState<string | undefined>()
  const [checking, setChecking] = useState(false)

  const failed = () =>
    toast({
      title: 'Subscription failed',
      description: 'There was an error subscribing to the newsletter. Please try again.',
      variant: 'destructive',
    })
  const subscribe = useMutation({
    mutationFn: (input: NewsletterInput) => sendOnce('POST', '/api/newsletter/subscribe', input),
    onError: failed,
  })
  const pending = checking || subscribe.isPending

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const form = event.currentTarget
    setChecking(true)
    // The check's code downloads on the first send; a dropped connection fails like a send.
    const result = await check({ email: new FormData(form).get('email') ?? '', topics: [topic] })
      .catch(() => null)
      .finally(() => setChecking(false))
    if (!result) return failed()
    setError(result.ok ? undefined : (result.errors.email ?? Object.values(result.errors)[0]))
    if (!result.ok) return
    subscribe.mutate(result.data, {
      onSuccess: () => {
        form.reset()
        toast({ title: 'Subscription successful!', description: thanks })
      },
    })
  }

  return (
    <form onSubmit={onSubmit} className="max-w-xl">
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={`${id}-email`} className="sr-only">
          {label}
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          // Like the other forms after a refused send: the message goes once the address changes.
          onChange={() => setError(undefined)}
          className="min-w-0 flex-1 rounded-md border border-stone-300 bg-white px-4 py-2.5 placeholder:text-stone-500 focus:border-amber-700 focus:outline-2 focus:outline-amber-700 aria-invalid:border-red-700"
        />
        <button
          type="submit"
          disabled={pending}
          className="inline-flex items-center justify-center gap-2 rounded-md bg-amber-800 px-5 py-2.5 font-semibold text-white hover:bg-amber-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 disabled:cursor-wait disabled:opacity-70"
        >
          {pending && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent" />}
          {pending ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm text-red-800">
          {error}
        </p>
      )}
    </form>
  )
}
