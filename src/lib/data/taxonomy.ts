/** Post categories and tags by slug, as their list pages need them. */
import type { Payload } from 'payload'

import { isSlug } from './slugs'

/** A category or tag as its list page needs it. */
export type SlugRef = { id: number; name: string; slug: string }

/** The category or tag at `slug`, or null (an odd slug never reaches the database). */
export const findSlugRef = async (payload: Payload, collection: 'categories' | 'tags', slug: string): Promise<SlugRef | null> => {
  if (!isSlug(slug)) return null
  const { docs } = await payload.find({
    collection,
    where: { slug: { equals: slug } },
    select: { name: true, slug: true },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  const doc = docs[0]
  return doc ? { id: doc.id, name: doc.name, slug: doc.slug } : null
}
