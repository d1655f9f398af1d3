import { z } from 'zod'

import { emailField, multiLine, singleLine } from './fields'

export const contactSchema = z.object({
  name: singleLine().min(2, 'Name must be at least 2 characters.').max(120, 'Name must be at most 120 characters.'),
  email: emailField(),
  // Pasted subjects may span lines; the e-mail to the ministry puts them on one (lib/email/oneLine.ts).
  subject: multiLine().min(5, 'Subject must be at least 5 characters.').max(200, 'Subject must be at most 200 characters.'),
  message: multiLine()
    .min(10, 'Message must be at least 10 characters.')
    .max(5000, 'Message must be at most 5,000 characters.'),
})

export type ContactInput = z.infer<typeof contactSchema>
