/** Query pieces the data layer shares: what "published" means and the name/slug lookups of the list pages. */
import type { Where } from 'payload'

import { payloadClient } from '@/lib/payload'
import { isSlug } from './slugs'

export const published: Where = { _status: { equals: 'published' } }

/** The published document at `slug` (drafts read as absent). */
export const publishedAt = (slug: string): Where => ({ and: [published, { slug: { equals: slug } }] })

/** A category or tag as its list page needs it. */
export type SlugRef = { id: number; name: string; slug: string }

/** The category or tag at `slug`, or null (an odd slug never reaches the database). */
export const findSlugRef = async (collection: 'categories' | 'tags', slug: string): Promise<SlugRef | null> => {
  if (!isSlug(slug)) return null
  const payload = await payloadClient()
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
