/**
 * The site's CMS pages (about, resources, disclaimer, privacy, terms): one published page by
 * slug with its content as HTML, for the pages at /{slug}.
 */
import type { Payload } from 'payload'

import { latestVersionsFor, type FindBySlug } from '@/lib/preview/drafts'
import type { User } from '@/payload-types'
import { cachedRead, found } from '@/lib/data/cache'
import { findPublishedBySlug } from '@/lib/data/published'
import { richTextToHtml } from '@/lib/data/richText'

export type SitePage = { slug: string; title: string; description: string; content: string; updatedAt: string }

/** The published page at `slug`, or null; `find` reads drafts for a preview. */
const readPageBySlug = async (payload: Payload, slug: string, find: FindBySlug = findPublishedBySlug): Promise<SitePage | null> => {
  const doc = await find(payload, 'pages', slug)
  if (!doc) return null
  return {
    slug: doc.slug,
    title: doc.title,
    description: doc.description ?? '',
    content: richTextToHtml(doc.content),
    updatedAt: doc.updatedAt,
  }
}

export const getPageBySlug = cachedRead('pages.bySlug', (payload: Payload, slug: string) => readPageBySlug(payload, slug), { keep: found })
/** The latest draft of the page at `slug` as a staff member previews it (src/lib/preview): never cached. */
export const previewPageBySlug = (payload: Payload, viewer: User, slug: string) => readPageBySlug(payload, slug, latestVersionsFor(viewer))
