/**
 * What the end of a post offers next: three posts to read, and the posts published just before
 * and just after it. Only published posts, never the post itself.
 */
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

type Ref = number | { id: number } | null | undefined
const idOf = (ref: Ref) => (typeof ref === 'object' && ref ? ref.id : (ref ?? undefined))

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
  return docs.map((doc) => ({ id: doc.id, category: idOf(doc.category), tags: (doc.tags ?? []).flatMap((t) => idOf(t) ?? []) }))
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
  const shares: Where[] = [
    ...(post.category !== undefined ? [{ category: { equals: post.category } }] : []),
    ...(post.tags.length > 0 ? [{ tags: { in: post.tags } }] : []),
  ]
  const related = shares.length > 0 ? await findIds(payload, { and: [{ id: { not_equals: post.id } }, { or: shares }] }, RELATED_POOL) : []
  const score = (other: (typeof related)[number]) => (other.category === post.category ? 1 : 0) + other.tags.filter((tag) => post.tags.includes(tag)).length
  // Array sort is stable: equal scores keep the query's newest-first order.
  const chosen = related
    .map((other) => ({ id: other.id, score: score(other) }))
    .sort((a, b) => b.score - a.score)
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
