import type { DataFromCollectionSlug, Payload, PopulateType } from 'payload'

import { findPublishedBySlug, withImages, type PublishedCollection } from '@/lib/data/published'
import { isSlug } from '@/lib/data/slugs'
import type { User } from '@/payload-types'

/** How a data module finds one document by slug: published only, or the latest version for a preview. */
export type FindBySlug = typeof findPublishedBySlug

/**
 * For a staff member's preview: the newest version of the document at `slug` (the autosaved
 * draft if there is one, else what is published), read with the viewer's own access and never
 * through the site's caches, so that no draft can reach what visitors are served. Same
 * arguments and answer as `findPublishedBySlug`, so a data module maps both alike.
 */
export const latestVersionsFor =
  (viewer: User): FindBySlug =>
  async <C extends PublishedCollection>(
    payload: Payload,
    collection: C,
    slug: string,
    { select, populate = withImages }: { select?: Record<string, true>; populate?: PopulateType } = {},
  ): Promise<DataFromCollectionSlug<C> | null> => {
    if (!isSlug(slug)) return null
    const { docs } = await payload.find({
      collection,
      where: { slug: { equals: slug } },
      draft: true,
      ...(select ? { select } : {}),
      populate,
      limit: 1,
      pagination: false,
      depth: 1,
      user: viewer,
      overrideAccess: false,
    })
    return (docs[0] as DataFromCollectionSlug<C> | undefined) ?? null
  }
