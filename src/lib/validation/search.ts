import { z } from 'zod'

import { SUGGEST_MAX_LENGTH, SUGGEST_MIN_LENGTH } from '@/lib/constants'
import { singleLine } from './fields'

const EMPTY = 'Enter something to search for.'

/** The search box and `/api/search?q=`: a blank query searches nothing. */
export const searchSchema = z.object({
  q: singleLine(EMPTY).min(1, EMPTY).max(200, 'Search for 200 characters at most.'),
})

/** `/api/search/suggest?q=`: what has been typed so far, from two characters on. */
export const suggestSchema = z.object({
  q: singleLine(EMPTY)
    .min(SUGGEST_MIN_LENGTH, `Type at least ${SUGGEST_MIN_LENGTH} characters.`)
    .max(SUGGEST_MAX_LENGTH, `Suggestions are for ${SUGGEST_MAX_LENGTH} characters at most.`),
})
