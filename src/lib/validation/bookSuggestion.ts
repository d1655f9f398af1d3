import { z } from 'zod'

import { emailField, trimmed } from './fields'

export const bookSuggestionSchema = z.object({
  title: trimmed().min(2, 'Title must be at least 2 characters.').max(200, 'Title must be at most 200 characters.'),
  author: trimmed().min(2, 'Author must be at least 2 characters.').max(160, 'Author must be at most 160 characters.'),
  reason: trimmed()
    .min(20, 'Please tell us in at least 20 characters why this book would help.')
    .max(5000, 'Reason must be at most 5,000 characters.'),
  email: z.union([z.literal(''), emailField('Please enter a valid email address.')]).optional(),
})

export type BookSuggestionInput = z.infer<typeof bookSuggestionSchema>
