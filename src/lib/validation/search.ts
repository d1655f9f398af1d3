import { z } from 'zod'

import { singleLine } from './fields'

const EMPTY = 'Enter something to search for.'

/** The search box and `/api/search?q=`: a blank query searches nothing. */
export const searchSchema = z.object({
  q: singleLine(EMPTY).min(1, EMPTY).max(200, 'Search for 200 characters at most.'),
})

