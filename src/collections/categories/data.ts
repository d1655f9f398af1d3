/** Post categories: name, slug and how many published posts each has. */
import type { Payload } from 'payload'

import { categoryPostCounts, type CategoryCount } from '@/lib/db/categories'
import { cachedRead } from '@/lib/data/cache'

export type Category = CategoryCount

/** Every category with its count of published posts, by name (src/lib/db/categories.ts). */
export const listCategories = cachedRead('categories.list', (payload: Payload): Promise<Category[]> => categoryPostCounts(payload))
