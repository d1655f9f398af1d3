import { z } from 'zod'

import { emailField } from './fields'

export const NEWSLETTER_TOPICS = ['general', 'podcast'] as const

export const newsletterSchema = z.object({
  email: emailField(),
  /** The podcast page subscribes with topic "podcast" (DECISIONS.md); the default is "general". */
  topics: z
    .array(z.enum(NEWSLETTER_TOPICS, { error: 'Choose "general" or "podcast".' }), { error: 'Topics must be a list.' })
    .max(NEWSLETTER_TOPICS.length, 'Topics must be a list.')
    .optional(),
})

export type NewsletterInput = z.infer<typeof newsletterSchema>
