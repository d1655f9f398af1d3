import type { SendEmailOptions } from 'payload'

import { serverUrl } from '@/lib/serverUrl'
import { NEWSLETTER_TOPICS, type NewsletterTopic } from '@/lib/validation/newsletter'

/** The secret in a subscriber's links; see src/lib/data/newsletter.ts. */
type Tokened = { token: string }

const link = (path: string, token: string) => `${serverUrl()}${path}?token=${encodeURIComponent(token)}`

export const confirmUrl = ({ token }: Tokened) => link('/api/newsletter/confirm', token)

export const unsubscribeUrl = ({ token }: Tokened) => link('/api/newsletter/unsubscribe', token)

/**
 * Headers every newsletter e-mail carries: mail clients show an "Unsubscribe" button that
 * POSTs `List-Unsubscribe=One-Click` to the link (RFC 8058), no page or sign-in needed.
 */
export const newsletterHeaders = (subscriber: Tokened): Record<string, string> => ({
  'List-Unsubscribe': `<${unsubscribeUrl(subscriber)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})

/** How the confirmation e-mail names what was asked for. */
const TOPIC_WORDS: Record<NewsletterTopic, (siteTitle: string) => string> = {
  general: (siteTitle) => `the ${siteTitle} newsletter`,
  podcast: (siteTitle) => `news of the ${siteTitle} podcast`,
}

const whatWasAskedFor = (topics: readonly NewsletterTopic[], siteTitle: string) => {
  const asked = NEWSLETTER_TOPICS.filter((topic) => topics.includes(topic))
  return (asked.length ? asked : (['general'] as const)).map((topic) => TOPIC_WORDS[topic](siteTitle)).join(' and ')
}

export const confirmationEmail = (
  subscriber: Tokened & { email: string; topics?: readonly NewsletterTopic[] | null },
  siteTitle: string,
): SendEmailOptions => ({
  to: subscriber.email,
  subject: `Please confirm your subscription to ${siteTitle}`,
  text: [
    'Hello,',
    '',
    `Someone, hopefully you, asked to receive ${whatWasAskedFor(subscriber.topics ?? [], siteTitle)} at this address.`,
    'To confirm, open this link:',
    '',
    confirmUrl(subscriber),
    '',
    'If you did not ask for this, ignore this e-mail: you will not hear from us again.',
    '',
    `To stop all e-mails from ${siteTitle}: ${unsubscribeUrl(subscriber)}`,
  ].join('\n'),
  headers: newsletterHeaders(subscriber),
})

/** Where the confirm and unsubscribe links land; the home page shows a notice for `state`. */
export const newsletterResultUrl = (state: 'confirmed' | 'unsubscribed' | 'invalid') => `${serverUrl()}/?newsletter=${state}`
