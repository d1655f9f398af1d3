import { z } from 'zod'

import { emailField } from './fields'

export const newsletterSchema = z.object({
  email: emailField(),
  /** The podcast page subscribes with topic "podcast" (DECISIONS.md). */
  topic: z.enum(['general', 'podcast']).default('general'),
})

export type NewsletterInput = z.infer<typeof newsletterSchema>
