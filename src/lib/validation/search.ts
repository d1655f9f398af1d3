import { z } from 'zod'

/** The search box and `/api/search?q=`: a blank query searches nothing. */
export const searchSchema = z.object({
  q: z
    .string({ error: 'Enter something to search for.' })
    .trim()
    .min(1, 'Enter something to search for.')
    .max(200, 'Search for 200 characters at most.'),
})

export type SearchInput = z.infer<typeof searchSchema>
