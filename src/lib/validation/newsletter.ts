import { z } from 'zod'

import { emailField } from './fields'

/** What a subscriber hears about: the newsletter ("general") and news of the podcast. */
export const NEWSLETTER_TOPICS = ['general', 'podcast'] as const

export type NewsletterTopic = (typeof NEWSLETTER_TOPICS)[number]

export const newsletterSchema = z.object({
  email: emailField(),
  /**
   * Optional; without it the address signs up for "general". The podcast page sends
   * ["podcast"]. A known address gains the topics it asks for (one that had unsubscribed
   * starts again with just these): src/collections/newsletter-subscribers/data.ts.
   */
  topics: z
    .array(z.enum(NEWSLETTER_TOPICS, { error: 'Choose "general" or "podcast".' }), { error: 'Topics must be a list.' })
    .max(NEWSLETTER_TOPICS.length, 'Topics must be a list.')
    .optional(),
})

export type NewsletterInput = z.infer<typeof newsletterSchema>
