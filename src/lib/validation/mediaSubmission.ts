import { z } from 'zod'

import { MEDIA_CATEGORIES } from '@/lib/vocabularies/categories'
import { multiLine, singleLine, urlField } from './fields'

export const mediaSubmissionSchema = z.object({
  title: singleLine().min(3, 'Title must be at least 3 characters.').max(200, 'Title must be at most 200 characters.'),
  creator: singleLine()
    .min(2, 'Creator name must be at least 2 characters.')
    .max(160, 'Creator name must be at most 160 characters.'),
  mediaType: z.enum(MEDIA_CATEGORIES, { error: 'Choose Songs, Movies, Sermons or Devotionals.' }).default('Songs'),
  link: urlField('Please enter a valid URL.'),
  explanation: multiLine()
    .min(30, 'Explanation must be at least 30 characters.')
    .max(5000, 'Explanation must be at most 5,000 characters.'),
})

export type MediaSubmissionInput = z.infer<typeof mediaSubmissionSchema>
