/**
 * What an import tells the creator: the dry run's report (what the file holds and what the
 * import would do) and the summary of what it did. Both are stored on the import (JSON) and
 * shown in the admin's Import view; the summary can be downloaded (./download.ts).
 */
import { plural } from '@/lib/format'
import type { SourceKind } from './model'

export type CategoryChoice = {
  /** The category's slug in the source (the mapping's key). */
  slug: string
  name: string
  /** How many of the file's posts have it as their first category. */
  posts: number
  /** The site's category it maps to: an id, or 'new' to create it under its name. */
  target: number | 'new'
}

export type SlugConflict = { kind: 'post' | 'page'; title: string; slug: string; newSlug: string; reason: string }

export type Skipped = { what: string; reason: string; count: number }

export type ImportReport = {
  source: SourceKind
  site: { title?: string; url?: string; version?: string }
  counts: {
    posts: number
    pages: number
    /** Of the posts and pages, those that arrive as drafts (never public). */
    drafts: number
    comments: number
    pendingComments: number
    authors: number
    categories: number
    tags: number
    members: number
    images: number
  }
  /** Items a previous run of this file already brought in: this run leaves them as they are. */
  alreadyImported: number
  categories: CategoryChoice[]
  /** The site's categories, for the mapping's choices. */
  siteCategories: { id: number; name: string }[]
  conflicts: SlugConflict[]
  skipped: Skipped[]
  drafts: { title: string; reason: string }[]
}

export type ImportSummary = {
  created: Record<string, number>
  /** Items a previous run had already brought in. */
  unchanged: number
  failed: { title: string; reason: string }[]
  /** Published on the old site, yet brought in as drafts, and why. */
  drafted: { title: string; reason: string }[]
  images: { downloaded: number; failed: { url: string; reason: string }[] }
  redirects: number
  conflicts: SlugConflict[]
  skipped: Skipped[]
  seconds: number
}

/** The categories' mapping the creator chose in the dry run: source slug → site category id or 'new'. */
export type CategoryMapping = Record<string, number | 'new'>

/** What the summary calls each kind of document it counts, one and many. */
const COLLECTION_NAMES: Record<string, [string, string]> = {
  posts: ['post', 'posts'],
  pages: ['page', 'pages'],
  comments: ['comment', 'comments'],
  categories: ['category', 'categories'],
  tags: ['tag', 'tags'],
  authors: ['author profile', 'author profiles'],
  uploads: ['image', 'images'],
  'newsletter-subscribers': ['newsletter subscriber', 'newsletter subscribers'],
}

/** "3 posts", "1 author profile": how many of a collection's documents. */
export const countOf = (collection: string, n: number) => {
  const [one, many] = COLLECTION_NAMES[collection] ?? [collection, collection]
  return plural(n, one, many)
}
