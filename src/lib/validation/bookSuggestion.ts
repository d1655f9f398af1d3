import { z } from 'zod'

import { multiLine, optionalEmailField, singleLine } from './fields'

export const bookSuggestionSchema = z.object({
  title: singleLine().min(2, 'Title must be at least 2 characters.').max(200, 'Title must be at most 200 characters.'),
  author: singleLine().min(2, 'Author must be at least 2 characters.').max(160, 'Author must be at most 160 characters.'),
  reason: multiLine()
    .min(20, 'Please tell us in at least 20 characters why this book would help.')
    .max(5000, 'Reason must be at most 5,000 characters.'),
  email: optionalEmailField('Please enter a valid email address.'),
})

export type BookSuggestionInput = z.infer<typeof bookSuggestionSchema>
