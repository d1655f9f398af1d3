import { section, type SectionId } from '@/lib/sections'
import { ADDRESSED, CONTENT_TYPES, type Addressed, type InSection } from './registry'

/** Where the documents of `collection` have their pages: `/blog`, `/organizations`, '' for the CMS pages. */
const addressBase = (collection: Addressed): string => {
  const address = CONTENT_TYPES[collection].address
  return 'section' in address ? section(address.section).path : address.base
}

/** The public path of one document: `/blog/{slug}`, `/organizations/{slug}`, `/{slug}` for a CMS page. */
export const addressOf = (collection: Addressed, slug: string) => `${addressBase(collection)}/${slug}`

const isAddressed = (collection: string): collection is Addressed => (ADDRESSED as readonly string[]).includes(collection)

/** The public path of a document of any collection, or null when its collection has no pages (or it has no slug). */
export const documentAddress = (collection: string, slug: unknown): string | null =>
  isAddressed(collection) && typeof slug === 'string' && slug ? addressOf(collection, slug) : null

/**
 * The collection whose documents a route pattern of the site serves ('/blog/[slug]' → posts),
 * or undefined for any other route (paging, feeds).
 */
export const collectionAddressedBy = (pattern: string): Addressed | undefined => {
  const match = /^(.*)\/\[[a-z]+\]$/i.exec(pattern)
  return match ? ADDRESSED.find((collection) => addressBase(collection) === match[1]) : undefined
}

/** The type whose documents have their pages under section `id` (`organizations` for /organizations), if any. */
export const sectionDocuments = (id: SectionId): InSection | undefined =>
  ADDRESSED.find((collection): collection is InSection => {
    const address = CONTENT_TYPES[collection].address
    return 'section' in address && address.section === id
  })
