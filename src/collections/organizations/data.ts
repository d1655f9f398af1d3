/** Organization evaluations: the list, its filters and the detail. */
import type { Payload } from 'payload'

import type { Organization as OrganizationDoc, User } from '@/payload-types'
import { latestVersionsFor, type FindBySlug } from '@/lib/preview/drafts'
import type { OrganizationFilters } from '@/lib/validation/organizationFilters'
import { cachedRead, found } from '@/lib/data/cache'
import { type Image } from '@/lib/data/images'
import { cardFields, findAllPublished, findPublishedBySlug, withImages } from '@/lib/data/published'
import { getDiscernment } from '@/lib/data/site'
import { richTextToHtml } from '@/lib/data/richText'
import { lexicalToLineMarkup } from '@/lib/content/lineMarkup'

export type Organization = {
  id: number
  name: string
  slug: string
  summary: string
  category: string
  verdict: string
  tags: string[]
  coverImage: string | null
  cover: Image | null
  date: string
}

export type OrganizationDetail = Organization & {
  /**
   * The analysis as text (the API's documented form): lines starting "# ", "## ", "### " are
   * headings, "- " list items (src/lib/content/lineMarkup.ts reads it from the rich text).
   */
  content: string
  /** The same analysis as HTML for the page, from Payload's converter (escaped). */
  contentHtml: string
  readingTime: number
  spiritualConcerns: string
  scriptureReferences: string[]
  sources: string[]
  /** Slugs of the published posts the creator linked. */
  relatedPosts: string[]
  /** The same posts with their titles, for the page's links. */
  relatedArticles: { slug: string; title: string }[]
}

const listFields = {
  name: true,
  slug: true,
  summary: true,
  category: true,
  verdict: true,
  tags: true,
  coverImage: true,
  publishedAt: true,
  createdAt: true,
} as const

type ListedOrganization = Pick<OrganizationDoc, 'id' | keyof typeof listFields>

const toOrganization = (doc: ListedOrganization, use: 'card' | 'detail' = 'card'): Organization => ({
  id: doc.id,
  name: doc.name,
  slug: doc.slug,
  summary: doc.summary,
  category: doc.category,
  verdict: doc.verdict,
  tags: doc.tags ?? [],
  ...cardFields(doc, use),
})

const toOrganizationDetail = (doc: OrganizationDoc): OrganizationDetail => {
  // A related post the visitor may not read (a draft) is not populated: it stays an id and is left out.
  const related = (doc.relatedPosts ?? []).flatMap((p) => (typeof p === 'object' && p ? [{ slug: p.slug, title: p.title }] : []))
  return {
    ...toOrganization(doc, 'detail'),
    content: lexicalToLineMarkup(doc.content),
    contentHtml: richTextToHtml(doc.content),
    readingTime: doc.readingTime ?? 1,
    spiritualConcerns: doc.spiritualConcerns,
    scriptureReferences: doc.scriptureReferences ?? [],
    sources: doc.sources ?? [],
    relatedPosts: related.map((p) => p.slug),
    relatedArticles: related,
  }
}

/** Every published organization, newest first: a small collection, filtered in memory. */
const allOrganizations = cachedRead('organizations.all', async (payload: Payload): Promise<Organization[]> =>
  (await findAllPublished(payload, 'organizations', { select: listFields })).map((doc) => toOrganization(doc)),
)

const matchesText = (org: Organization, q: string) => {
  const wanted = q.toLowerCase()
  return [org.name, org.summary, ...org.tags].some((text) => text.toLowerCase().includes(wanted))
}

/**
 * The published organizations the filters leave: the search text case-insensitively
 * in the name, the summary or any tag; the category and the tag exactly; all three together.
 */
export const listOrganizations = async (payload: Payload, filters: OrganizationFilters = {}): Promise<Organization[]> =>
  (await allOrganizations(payload)).filter(
    (org) =>
      (!filters.q || matchesText(org, filters.q)) &&
      (!filters.category || org.category === filters.category) &&
      (!filters.tag || org.tags.includes(filters.tag)),
  )

/**
 * The categories that have a published organization, in the order the site settings list them;
 * a category no longer listed there but still used comes last, so it can still be chosen.
 */
export const listOrganizationCategories = async (payload: Payload): Promise<string[]> => {
  const [orgs, { organizationCategories }] = await Promise.all([allOrganizations(payload), getDiscernment(payload)])
  const used = new Set(orgs.map((org) => org.category))
  return [...organizationCategories.filter((c) => used.has(c)), ...[...used].filter((c) => !organizationCategories.includes(c)).sort()]
}

/** Every tag of a published organization, once, in alphabetical order. */
export const listOrganizationTags = async (payload: Payload): Promise<string[]> => {
  const tags = new Set((await allOrganizations(payload)).flatMap((org) => org.tags))
  return [...tags].sort((a, b) => a.localeCompare(b, 'en'))
}

/** The published organization at `slug`, or null; `find` reads drafts for a preview. */
const readOrganizationBySlug = async (payload: Payload, slug: string, find: FindBySlug = findPublishedBySlug): Promise<OrganizationDetail | null> => {
  const doc = await find(payload, 'organizations', slug, { populate: { ...withImages, posts: { slug: true, title: true } } })
  return doc ? toOrganizationDetail(doc) : null
}

export const getOrganizationBySlug = cachedRead(
  'organizations.bySlug',
  (payload: Payload, slug: string) => readOrganizationBySlug(payload, slug),
  { keep: found },
)
/** The latest draft of the organization at `slug` as a staff member previews it (src/lib/preview): never cached. */
export const previewOrganizationBySlug = (payload: Payload, viewer: User, slug: string) =>
  readOrganizationBySlug(payload, slug, latestVersionsFor(viewer))
