/**
 * What the end of a post offers next: three posts to read, and the posts published just before
 * and just after it. Only published posts, never the post itself.
 */
import { relatedId } from '@/lib/data/relatedId'
import type { Payload, Where } from 'payload'

import { cachedRead } from '@/lib/data/cache'
import { newestFirst, published } from '@/lib/data/published'
import { postListFields, postPopulate, toPost, type Post } from './data'

const READ_NEXT = 3

/**
 * How many of the newest related posts are weighed. Beyond that, an older post sharing more
 * tags than the newest ones is not worth reading every related post of a large category for.
 */
const RELATED_POOL = 100


const findIds = async (payload: Payload, where: Where, limit: number) => {
  const { docs } = await payload.find({
    collection: 'posts',
    where: { and: [published, where] },
    select: { category: true, tags: true, publishedAt: true },
    sort: newestFirst,
    limit,
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return docs.map((doc) => ({ id: doc.id, publishedAt: doc.publishedAt ?? '', category: relatedId(doc.category) ?? undefined, tags: (doc.tags ?? []).flatMap((t) => relatedId(t) ?? []) }))
}

/** The cards of the posts `ids`, in that order. */
const cardsOf = async (payload: Payload, ids: number[]): Promise<Post[]> => {
  if (ids.length === 0) return []
  const { docs } = await payload.find({
    collection: 'posts',
    where: { and: [published, { id: { in: ids } }] },
    select: postListFields,
    populate: postPopulate,
    pagination: false,
    depth: 1,
    overrideAccess: false,
  })
  return ids.flatMap((id) => {
    const doc = docs.find((d) => d.id === id)
    return doc ? [toPost(doc)] : []
  })
}

/**
 * "Read next" under the post at `slug`: the published posts that share the most with it (one
 * point for its category, one for each tag in common; the newer first among equals), then the
 * newest posts to make up three. Empty for an unknown or unpublished post.
 */
const readReadNext = async (payload: Payload, slug: string): Promise<Post[]> => {
  const [post] = await findIds(payload, { slug: { equals: slug } }, 1)
  if (!post) return []
  // Two pools, so that a post sharing a tag is weighed however many newer posts its category
  // holds: the newest posts sharing a tag, and the newest few of the category (which, sharing
  // nothing else, score one point each, so only the newest of them can be chosen).
  const others = { id: { not_equals: post.id } }
  const [tagged, sameCategory] = await Promise.all([
    post.tags.length > 0 ? findIds(payload, { and: [others, { tags: { in: post.tags } }] }, RELATED_POOL) : [],
    post.category !== undefined ? findIds(payload, { and: [others, { category: { equals: post.category } }] }, READ_NEXT) : [],
  ])
  const related = [...new Map([...tagged, ...sameCategory].map((other) => [other.id, other])).values()]
  const score = (other: (typeof related)[number]) => (other.category === post.category ? 1 : 0) + other.tags.filter((tag) => post.tags.includes(tag)).length
  const chosen = related
    .map((other) => ({ ...other, score: score(other) }))
    // The most in common first, then the newer (as the lists order posts).
    .sort((a, b) => b.score - a.score || b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id)
    .slice(0, READ_NEXT)
    .map((other) => other.id)
  if (chosen.length < READ_NEXT) {
    const newest = await findIds(payload, { id: { not_in: [post.id, ...chosen] } }, READ_NEXT - chosen.length)
    chosen.push(...newest.map((other) => other.id))
  }
  return cardsOf(payload, chosen)
}

export type PostLink = { slug: string; title: string }
export type AdjacentPosts = { previous: PostLink | null; next: PostLink | null }

/**
 * The published posts just before and just after the post `id` published at `date`, by publish
 * date (the id orders posts published at the same instant, as the lists do).
 */
const readAdjacentPosts = async (payload: Payload, id: number, date: string): Promise<AdjacentPosts> => {
  const find = async (direction: 'less_than' | 'greater_than', sort: string[]) => {
    const { docs } = await payload.find({
      collection: 'posts',
      where: {
        and: [
          published,
          { or: [{ publishedAt: { [direction]: date } }, { and: [{ publishedAt: { equals: date } }, { id: { [direction]: id } }] }] },
        ],
      },
      select: { slug: true, title: true },
      sort,
      limit: 1,
      pagination: false,
      depth: 0,
      overrideAccess: false,
    })
    return docs[0] ? { slug: docs[0].slug, title: docs[0].title } : null
  }
  const [previous, next] = await Promise.all([find('less_than', newestFirst), find('greater_than', ['publishedAt', 'id'])])
  return { previous, next }
}

export const getReadNext = cachedRead('posts.readNext', readReadNext)
export const getAdjacentPosts = cachedRead('posts.adjacent', readAdjacentPosts)
