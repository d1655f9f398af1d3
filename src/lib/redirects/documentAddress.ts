import { SECTIONS } from '@/lib/sections'

/**
 * Where each collection's documents have their page, as the site's routes serve them: posts
 * at /blog/{slug}, CMS pages at /{slug}, categories and tags at /category/{slug} and
 * /tag/{slug}, and a section's documents under the section (src/lib/sections.ts: the one
 * registry that navigation, sitemap and search also read).
 */
const BASES: Record<string, string> = {
  posts: '/blog',
  pages: '',
  categories: '/category',
  tags: '/tag',
  ...Object.fromEntries(SECTIONS.flatMap((s) => (s.collection ? [[s.collection, s.path]] : []))),
}

/** The collections whose documents have an address of their own. */
export const ADDRESSED_COLLECTIONS = Object.keys(BASES)

/** The public path of a document, or null when its collection has no pages. */
export const documentAddress = (collection: string, slug: unknown): string | null =>
  collection in BASES && typeof slug === 'string' && slug ? `${BASES[collection]}/${slug}` : null

/**
 * The collection whose documents a route pattern of the site serves ('/blog/[slug]' → posts),
 * or undefined for any other route (paging, feeds).
 */
export const collectionAddressedBy = (pattern: string): string | undefined => {
  const match = /^(.*)\/\[[a-z]+\]$/i.exec(pattern)
  return match ? Object.keys(BASES).find((collection) => BASES[collection] === match[1]) : undefined
}
