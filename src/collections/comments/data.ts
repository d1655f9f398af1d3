/**
 * Comments on posts. New comments wait as `pending`
 * until the creator approves them in the admin; the public only ever sees approved ones.
 */
import type { Payload, Where } from 'payload'

import { writeOnce, type Submission } from '@/lib/db/once'
import type { Comment as CommentDoc, User } from '@/payload-types'
import { cachedRead, found } from '@/lib/data/cache'
import { publishedPostId } from '@/collections/posts/data'

export type Comment = { id: number; authorName: string; content: string; createdAt: string }
export type PostedComment = Comment & { status: CommentDoc['status'] }
export type UserComment = {
  id: number
  content: string
  createdAt: string
  status: CommentDoc['status']
  post: { title: string; slug: string }
}

/** The spec's comment lists are not paged; this bounds one answer all the same. */
const COMMENT_LIST_LIMIT = 500

/** "Grace H.": first name and last initial, so a public comment never shows a full name or e-mail. */
const authorName = (user: Pick<User, 'firstName' | 'lastName'> | null | undefined): string => {
  const first = user?.firstName?.trim() ?? ''
  const initial = Array.from(user?.lastName?.trim() ?? '')[0]?.toUpperCase() ?? ''
  if (first && initial) return `${first} ${initial}.`
  return first || (initial ? `${initial}.` : 'Member')
}

/**
 * Display names of comment authors. Members may not read each other's accounts, so this reads
 * with the CMS's own rights, but only the two name fields, and only names leave this function.
 */
const authorNames = async (payload: Payload, ids: number[]): Promise<Map<number, string>> => {
  const unique = [...new Set(ids)]
  if (!unique.length) return new Map()
  const { docs } = await payload.find({
    collection: 'users',
    where: { id: { in: unique } },
    select: { firstName: true, lastName: true },
    depth: 0,
    limit: unique.length,
    pagination: false,
    overrideAccess: true,
  })
  return new Map(docs.map((u) => [u.id, authorName(u)]))
}

/** Shown for a comment whose author has since deleted their account (DECISIONS.md). */
export const FORMER_MEMBER = 'Former member'

const authorId = (author: CommentDoc['author']): number | null => (author && typeof author === 'object' ? author.id : (author ?? null))

const toComment = (doc: Pick<CommentDoc, 'id' | 'content' | 'createdAt'>, name: string): Comment => ({
  id: doc.id,
  authorName: name,
  content: doc.content,
  createdAt: doc.createdAt,
})

/** Approved comments on a published post, oldest first; null when there is no such post. */
const readApprovedComments = async (payload: Payload, slug: string): Promise<Comment[] | null> => {
  const postId = await publishedPostId(payload, slug)
  if (postId === null) return null
  const where: Where = { and: [{ post: { equals: postId } }, { status: { equals: 'approved' } }] }
  const { docs } = await payload.find({
    collection: 'comments',
    where,
    select: { content: true, author: true, authorName: true, createdAt: true },
    sort: ['createdAt', 'id'],
    depth: 0,
    limit: COMMENT_LIST_LIMIT,
    pagination: false,
    overrideAccess: false,
  })
  const names = await authorNames(payload, docs.flatMap((d) => authorId(d.author) ?? []))
  return docs.map((doc) => {
    const id = authorId(doc.author)
    // An imported comment has no account behind it, only the name it was written under.
    if (id === null) return toComment(doc, doc.authorName || FORMER_MEMBER)
    return toComment(doc, names.get(id) ?? FORMER_MEMBER)
  })
}

export const listApprovedComments = cachedRead('comments.approved', readApprovedComments, { keep: found })

export const DUPLICATE_COMMENT = 'You have already posted this comment on this post.'

/**
 * A member's new comment on a published post, held for moderation; null when there is no such
 * post, 'duplicate' when the member already left the very same words there (whatever their
 * moderation state), so a double click or a script cannot fill the moderation queue. A repeat
 * of the same submission (src/lib/db/once.ts) gets the comment its first copy saved.
 */
export const addComment = async (
  payload: Payload,
  user: User,
  slug: string,
  content: string,
  submission: Submission | null = null,
): Promise<PostedComment | 'duplicate' | null> => {
  const postId = await publishedPostId(payload, slug)
  if (postId === null) return null
  const { value } = await writeOnce(payload, submission, async (req): Promise<PostedComment | 'duplicate'> => {
    const { totalDocs } = await payload.count({
      collection: 'comments',
      where: { and: [{ author: { equals: user.id } }, { post: { equals: postId } }, { content: { equals: content.trim() } }] },
      overrideAccess: true,
      req,
    })
    if (totalDocs > 0) return 'duplicate'
    const doc = await payload.create({
      collection: 'comments',
      // For members the collection itself forces author = themselves and status = pending.
      data: { post: postId, author: user.id, content, status: 'pending' },
      depth: 0,
      user,
      overrideAccess: false,
      req,
    })
    return { ...toComment(doc, authorName(user)), status: doc.status }
  })
  return value
}

/**
 * The member's own comments, newest first, whatever their status. Comments on posts that are
 * no longer published are left out: their link would lead nowhere.
 */
export const listUserComments = async (payload: Payload, user: User): Promise<UserComment[]> => {
  const { docs } = await payload.find({
    collection: 'comments',
    where: { author: { equals: user.id } },
    select: { content: true, createdAt: true, status: true, post: true },
    populate: { posts: { title: true, slug: true } },
    sort: ['-createdAt', '-id'],
    depth: 1,
    limit: COMMENT_LIST_LIMIT,
    pagination: false,
    user,
    overrideAccess: false,
  })
  return docs.flatMap((doc) =>
    typeof doc.post === 'object' && doc.post
      ? [
          {
            id: doc.id,
            content: doc.content,
            createdAt: doc.createdAt,
            status: doc.status,
            post: { title: doc.post.title, slug: doc.post.slug },
          },
        ]
      : [],
  )
}

/** How many comments the member's list holds (any status, on posts still published), however many. */
export const countUserComments = async (payload: Payload, user: User): Promise<number> => {
  const { totalDocs } = await payload.count({
    collection: 'comments',
    where: { and: [{ author: { equals: user.id } }, { 'post._status': { equals: 'published' } }] },
    user,
    overrideAccess: false,
  })
  return totalDocs
}
