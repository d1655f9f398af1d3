/**
 * A member's saved posts. Every call acts as the member, so the
 * collection's access rules (own favorites only) apply on top of the filters here.
 */
import type { Payload, PopulateType, Where } from 'payload'

import type { Favorite as FavoriteDoc, User } from '@/payload-types'
import { postListFields, postPopulate, publishedPostId, toPost, type Post } from '@/collections/posts/data'
import { imageFields, imageUrl } from '@/lib/data/images'

type FavoritePost = { coverImage: string | null; title: string; slug: string; date: string; readingTime: number }
export type Favorite = { id: number; post: FavoritePost }
/** A saved post as the member's pages show it: the whole card (category, summary, cover with its alt text). */
export type SavedPost = { favoriteId: number; post: Post }

/** The spec's list is not paged; this bounds one answer all the same. */
const FAVORITE_LIST_LIMIT = 500

const ofMemberAndPost = (user: User, postId: number): Where => ({
  and: [{ user: { equals: user.id } }, { post: { equals: postId } }],
})

const toFavorite = (doc: Pick<FavoriteDoc, 'id' | 'post'>): Favorite | null => {
  const post = doc.post
  // A post that was unpublished since is not readable for the member and stays unpopulated.
  if (typeof post !== 'object' || !post) return null
  return {
    id: doc.id,
    post: {
      coverImage: imageUrl(post.coverImage, 'card'),
      title: post.title,
      slug: post.slug,
      date: post.publishedAt ?? post.createdAt,
      readingTime: post.readingTime ?? 1,
    },
  }
}

/** The member's favorites, most recently saved first, each post's relations loaded as `populate` says. */
const findFavorites = async (payload: Payload, user: User, populate: PopulateType) => {
  const { docs } = await payload.find({
    collection: 'favorites',
    where: { user: { equals: user.id } },
    select: { post: true },
    populate,
    sort: ['-createdAt', '-id'],
    depth: 2,
    limit: FAVORITE_LIST_LIMIT,
    pagination: false,
    user,
    overrideAccess: false,
  })
  return docs
}

/** The member's saved published posts, most recently saved first. */
export const listFavorites = async (payload: Payload, user: User): Promise<Favorite[]> => {
  const docs = await findFavorites(payload, user, {
    posts: { title: true, slug: true, coverImage: true, publishedAt: true, createdAt: true, readingTime: true },
    uploads: imageFields,
  })
  return docs.flatMap((doc) => toFavorite(doc) ?? [])
}

/** The same list with each post as a card shows it (/dashboard, /favorites). */
export const listSavedPosts = async (payload: Payload, user: User): Promise<SavedPost[]> => {
  const docs = await findFavorites(payload, user, { posts: postListFields, ...postPopulate })
  // A post unpublished since is not readable for the member and stays unpopulated: left out.
  return docs.flatMap((doc) => (typeof doc.post === 'object' && doc.post ? [{ favoriteId: doc.id, post: toPost(doc.post) }] : []))
}

/** A saved post in the API's shape (GET /api/favorites), for a page that hands its list to the browser. */
export const asFavorite = ({ favoriteId, post }: SavedPost): Favorite => ({
  id: favoriteId,
  post: { coverImage: post.coverImage, title: post.title, slug: post.slug, date: post.date, readingTime: post.readingTime },
})

/** How many published posts the member has saved: the length of the full list, however long. */
export const countFavorites = async (payload: Payload, user: User): Promise<number> => {
  const { totalDocs } = await payload.count({
    collection: 'favorites',
    where: { and: [{ user: { equals: user.id } }, { 'post._status': { equals: 'published' } }] },
    user,
    overrideAccess: false,
  })
  return totalDocs
}

const isSavedById = async (payload: Payload, user: User, postId: number): Promise<boolean> => {
  const { totalDocs } = await payload.count({
    collection: 'favorites',
    where: ofMemberAndPost(user, postId),
    user,
    overrideAccess: false,
  })
  return totalDocs > 0
}

/** Whether the member saved the published post at `slug`; null when there is no such post. */
export const isSaved = async (payload: Payload, user: User, slug: string): Promise<boolean | null> => {
  const postId = await publishedPostId(payload, slug)
  return postId === null ? null : isSavedById(payload, user, postId)
}

/**
 * Saves the post for the member; saving twice keeps the one row (the collection's unique
 * index on member and post). `created` tells whether this call added it; null: no such post.
 */
export const saveFavorite = async (payload: Payload, user: User, slug: string): Promise<{ created: boolean } | null> => {
  const postId = await publishedPostId(payload, slug)
  if (postId === null) return null
  if (await isSavedById(payload, user, postId)) return { created: false }
  try {
    await payload.create({ collection: 'favorites', data: { user: user.id, post: postId }, depth: 0, user, overrideAccess: false })
    return { created: true }
  } catch (error) {
    // Two saves at the same moment: the unique index refused the second, which is the same outcome.
    if (await isSavedById(payload, user, postId)) return { created: false }
    throw error
  }
}

/** Removes the member's saved post, if saved; null when there is no such post. */
export const removeFavorite = async (payload: Payload, user: User, slug: string): Promise<true | null> => {
  const postId = await publishedPostId(payload, slug)
  if (postId === null) return null
  await payload.delete({ collection: 'favorites', where: ofMemberAndPost(user, postId), depth: 0, user, overrideAccess: false })
  return true
}
