/** Organization evaluations (SPEC §3 "Organization"): the list, its filters and the detail. */
import { ORGANIZATION_CATEGORIES } from '@/lib/constants'
import { payloadClient } from '@/lib/payload'
import type { Organization as OrganizationDoc } from '@/payload-types'
import { published, publishedAt } from './queries'
import { imageFields, toImage, type Image } from './images'
import { isSlug } from './slugs'

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
  /** Stored markup: lines starting "# ", "## ", "### " are headings, "- " list items. */
  content: string
  readingTime: number
  spiritualConcerns: string
  scriptureReferences: string[]
  sources: string[]
  /** Slugs of the published posts the creator linked. */
  relatedPosts: string[]
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

export const toOrganization = (doc: ListedOrganization): Organization => {
  const cover = toImage(doc.coverImage, 'card')
  return {
    id: doc.id,
    name: doc.name,
    slug: doc.slug,
    summary: doc.summary,
    category: doc.category,
    verdict: doc.verdict,
    tags: doc.tags ?? [],
    coverImage: cover?.url ?? null,
    cover,
    date: doc.publishedAt ?? doc.createdAt,
  }
}

const toOrganizationDetail = (doc: OrganizationDoc): OrganizationDetail => {
  const cover = toImage(doc.coverImage, 'detail')
  return {
    ...toOrganization(doc),
    coverImage: cover?.url ?? null,
    cover,
    content: doc.content,
    readingTime: doc.readingTime ?? 1,
    spiritualConcerns: doc.spiritualConcerns,
    scriptureReferences: doc.scriptureReferences ?? [],
    sources: doc.sources ?? [],
    // A related post the visitor may not read (a draft) stays an id: leave it out.
    relatedPosts: (doc.relatedPosts ?? []).flatMap((p) => (typeof p === 'object' && p ? [p.slug] : [])),
  }
}

const findOrganizations = async <S extends Partial<Record<keyof OrganizationDoc, true>>>(select: S) => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'organizations',
    where: published,
    select,
    populate: { uploads: imageFields },
    sort: ['-publishedAt', '-id'],
    pagination: false,
    depth: 1,
    overrideAccess: false,
  })
  return docs
}

/** Every published organization, newest first (the list page filters on the client). */
export const listOrganizations = async (): Promise<Organization[]> =>
  (await findOrganizations(listFields)).map(toOrganization)

/** The categories that have a published organization, in the configured order. */
export const listOrganizationCategories = async (): Promise<string[]> => {
  const used = new Set((await findOrganizations({ category: true })).map((doc) => doc.category))
  return ORGANIZATION_CATEGORIES.filter((category) => used.has(category))
}

/** Every tag of a published organization, once, in alphabetical order. */
export const listOrganizationTags = async (): Promise<string[]> => {
  const tags = new Set((await findOrganizations({ tags: true })).flatMap((doc) => doc.tags ?? []))
  return [...tags].sort((a, b) => a.localeCompare(b, 'en'))
}

export const getOrganizationBySlug = async (slug: string): Promise<OrganizationDetail | null> => {
  if (!isSlug(slug)) return null
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'organizations',
    where: publishedAt(slug),
    populate: { uploads: imageFields, posts: { slug: true } },
    limit: 1,
    pagination: false,
    depth: 1,
    overrideAccess: false,
  })
  return docs[0] ? toOrganizationDetail(docs[0]) : null
}
