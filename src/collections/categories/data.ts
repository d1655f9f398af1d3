/** Post categories: name, slug and how many published posts each has. */
import type { Payload } from 'payload'

import { categoryPostCounts, type CategoryCount } from '@/lib/db/categories'
import { cachedRead, found } from '@/lib/data/cache'
import { findSlugRef } from '@/lib/data/taxonomy'

export type Category = CategoryCount

/** Every category with its count of published posts, by name (src/lib/db/categories.ts). */
export const listCategories = cachedRead('categories.list', (payload: Payload): Promise<Category[]> => categoryPostCounts(payload))

/** The category at `slug`, or null. */
export const getCategoryBySlug = cachedRead('categories.bySlug', (payload: Payload, slug: string) => findSlugRef(payload, 'categories', slug), { keep: found })
