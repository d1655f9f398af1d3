import { useId } from 'react'

import { NewsletterForm } from './NewsletterForm'

/** The home page's newsletter sign-up: the general newsletter, with double opt-in. */
export function NewsletterSignup({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const id = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl bg-amber-50 px-6 py-8 ring-1 ring-amber-200 sm:px-10">
      <Heading id={`${id}-title`} className="font-serif text-2xl font-bold text-stone-900">
        Subscribe to the newsletter
      </Heading>
      <p className="mt-2 max-w-prose text-stone-700">
        New articles, reading plans and the book of the month in your inbox. We will ask you to confirm your address first.
      </p>
      <div className="mt-5">
        <NewsletterForm topic="general" thanks="Thank you for subscribing to our newsletter." />
      </div>
    </section>
  )
}
