import type { SendEmailOptions } from 'payload'

import { escapeHtml } from '@/lib/html/escape'
import { oneClickUnsubscribeHeaders } from './oneClickUnsubscribe'
import { serverUrl } from '@/lib/serverUrl'
import { NEWSLETTER_TOPICS, type NewsletterTopic } from '@/lib/validation/newsletter'

/** The secret in a subscriber's links; see src/collections/newsletter-subscribers/data.ts. */
type Tokened = { token: string }

const link = (path: string, token: string) => `${serverUrl()}${path}?token=${encodeURIComponent(token)}`

const confirmUrl = ({ token }: Tokened) => link('/api/newsletter/confirm', token)

const unsubscribeUrl = ({ token }: Tokened) => link('/api/newsletter/unsubscribe', token)

/** Headers every newsletter e-mail carries: the one-click unsubscribe (./oneClickUnsubscribe.ts). */
export const newsletterHeaders = (subscriber: Tokened): Record<string, string> => oneClickUnsubscribeHeaders(unsubscribeUrl(subscriber))

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

/** A published post as its newsletter e-mail shows it. */
export type PostForNewsletter = {
  title: string
  summary: string
  /** The post's page, absolute. */
  url: string
  /** The post's text as HTML from Payload's converter (text escaped, no javascript: links), links absolute. */
  contentHtml: string
  /** The same text, plain. */
  contentText: string
}

/**
 * One post sent to one subscriber: the post's title as the subject, a plain-text and an HTML
 * part (title, summary, the post's text, a link to it, the site's name), and a visible
 * unsubscribe link in both beside the one-click List-Unsubscribe headers.
 */
export const postNewsletterEmail = (
  subscriber: Tokened & { email: string },
  post: PostForNewsletter,
  { siteTitle, topic }: { siteTitle: string; topic: NewsletterTopic },
): SendEmailOptions => {
  const unsubscribe = unsubscribeUrl(subscriber)
  const why = `You receive this e-mail because you subscribed to ${TOPIC_WORDS[topic](siteTitle)}.`
  const text = [
    post.title,
    '',
    post.summary,
    '',
    `Read it on the site: ${post.url}`,
    ...(post.contentText.trim() ? ['', post.contentText.trim()] : []),
    '',
    '--',
    siteTitle,
    why,
    `Unsubscribe with one click: ${unsubscribe}`,
  ].join('\n')

  const e = escapeHtml
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(post.title)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;">
<div style="max-width:600px;margin:0 auto;padding:32px 24px;background:#ffffff;color:#1f2937;font-family:Georgia,'Times New Roman',serif;font-size:17px;line-height:1.6;">
<p style="margin:0 0 24px;font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#6b7280;">${e(siteTitle)}</p>
<h1 style="margin:0 0 12px;font-size:28px;line-height:1.25;"><a href="${e(post.url)}" style="color:#111827;text-decoration:none;">${e(post.title)}</a></h1>
<p style="margin:0 0 24px;color:#4b5563;">${e(post.summary)}</p>
<div>${post.contentHtml}</div>
<p style="margin:32px 0;"><a href="${e(post.url)}" style="display:inline-block;padding:10px 18px;background:#1f2937;color:#ffffff;text-decoration:none;border-radius:4px;font-family:Arial,Helvetica,sans-serif;font-size:15px;">Read it on the site</a></p>
<hr style="border:none;border-top:1px solid #e5e7eb;margin:32px 0 16px;">
<p style="margin:0;font-family:Arial,Helvetica,sans-serif;font-size:13px;color:#6b7280;">${e(why)} <a href="${e(unsubscribe)}" style="color:#6b7280;">Unsubscribe</a> with one click.</p>
</div>
</body>
</html>
`
  return {
    to: subscriber.email,
    // A header is one line, whatever the title holds.
    subject: post.title.replace(/[\r\n\t]+/g, ' ').trim(),
    text,
    html,
    headers: newsletterHeaders(subscriber),
  }
}
