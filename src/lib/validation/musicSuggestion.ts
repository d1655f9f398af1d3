import { z } from 'zod'

import { emailField, urlField } from './fields'

const required = (message: string) => z.string({ error: message }).trim().min(1, message)

export const musicSuggestionSchema = z.object({
  artist: required('Artist name is required').max(160, 'Artist name must be at most 160 characters'),
  songTitle: required('Song title is required').max(200, 'Song title must be at most 200 characters'),
  link: urlField('Please enter a valid URL'),
  reason: z
    .string({ error: 'Please provide a detailed reason for your submission' })
    .trim()
    .min(20, 'Please provide a detailed reason for your submission')
    .max(5000, 'Reason must be at most 5,000 characters'),
  // Optional: an empty string is allowed and means "no e-mail".
  email: z.union([z.literal(''), emailField('Please enter a valid email')]).optional(),
})

export type MusicSuggestionInput = z.infer<typeof musicSuggestionSchema>
