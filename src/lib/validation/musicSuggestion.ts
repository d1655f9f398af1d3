import { z } from 'zod'

import { multiLine, optionalEmailField, singleLine, urlField } from './fields'

const required = (message: string) => singleLine(message).min(1, message)

const REASON = 'Please provide a detailed reason for your submission'

export const musicSuggestionSchema = z.object({
  artist: required('Artist name is required').max(160, 'Artist name must be at most 160 characters'),
  songTitle: required('Song title is required').max(200, 'Song title must be at most 200 characters'),
  link: urlField('Please enter a valid URL'),
  reason: multiLine(REASON).min(20, REASON).max(5000, 'Reason must be at most 5,000 characters'),
  // Optional: an empty string is allowed and means "no e-mail".
  email: optionalEmailField('Please enter a valid email'),
})

export type MusicSuggestionInput = z.infer<typeof musicSuggestionSchema>
