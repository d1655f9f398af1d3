'use client'

import { useSearchParams } from 'next/navigation'

/** What the links in the newsletter e-mails lead to: `/?newsletter=<state>` (src/lib/email/newsletter.ts). */
const NOTICES = {
  confirmed: { tone: 'border-green-300 bg-green-50 text-green-900', text: 'Your subscription is confirmed. Welcome, and thank you for subscribing!' },
  unsubscribed: { tone: 'border-stone-300 bg-white text-stone-800', text: 'You have been unsubscribed and will not receive any more newsletters.' },
  invalid: { tone: 'border-red-300 bg-red-50 text-red-900', text: 'That newsletter link is not valid or has expired. Please subscribe again.' },
} as const

/**
 * Reads the query string on the client (inside a Suspense boundary in the page) so the home
 * page itself stays static and cached.
 */
export function NewsletterNotice() {
  const state = useSearchParams().get('newsletter')
  if (state !== 'confirmed' && state !== 'unsubscribed' && state !== 'invalid') return null
  const notice = NOTICES[state]
  return (
    <div role="status" className={`mb-6 rounded-lg border px-4 py-3 text-sm font-medium ${notice.tone}`}>
      {notice.text}
    </div>
  )
}
