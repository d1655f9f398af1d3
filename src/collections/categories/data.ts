/** Post categories: name, slug and how many published posts each has. */
import { categoryPostCounts, type CategoryCount } from '@/lib/db/categories'
import { payloadClient } from '@/lib/payload'
import { cachedRead, found } from '@/lib/data/cache'
import { findSlugRef } from '@/lib/data/taxonomy'

export type Category = CategoryCount

/** Every category with its count of published posts, by name (src/lib/db/categories.ts). */
export const listCategories = cachedRead('categories.list', async (): Promise<Category[]> => categoryPostCounts(await payloadClient()))

/** The category at `slug`, or null. */
export const getCategoryBySlug = cachedRead('categories.bySlug', (slug: string) => findSlugRef('categories', slug), { keep: found })
