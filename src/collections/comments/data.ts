/**
 * Comments on posts. New comments wait as `pending`
 * until the creator approves them in the admin; the public only ever sees approved ones.
 */
import type { Payload, Where } from 'payload'

import { writeOnce, type Submission } from '@/lib/db/once'
import type { Comment as CommentDoc, User } from '@/payload-types'
import { cachedRead, found } from '@/lib/data/cache'
import { publishedPostId } from '@/collections/posts/data'
import { authorName } from './authorName'
import { relatedId } from '@/lib/data/relatedId'

/** One comment as readers see it. `byAuthor`: the site's author wrote it in the admin (an "Author" badge). */
type ShownComment = { id: number; authorName: string; content: string; createdAt: string; byAuthor: boolean }
/** A reply, shown under its thread's first comment; `replyingTo` names whom it answers when that is another reply. */
export type Reply = ShownComment & { replyingTo: string | null }
export type Comment = ShownComment & { replies: Reply[] }
export type PostedComment = Omit<ShownComment, 'byAuthor'> & { status: CommentDoc['status']; parentId: number | null }
export type UserComment = {
  id: number
  content: string
  createdAt: string
  status: CommentDoc['status']
  post: { title: string; slug: string }
}

/** The spec's comment lists are not paged; this bounds one answer all the same. */
const COMMENT_LIST_LIMIT = 500

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

type Approved = Pick<CommentDoc, 'id' | 'content' | 'createdAt' | 'author' | 'authorName' | 'parent' | 'authorReply'>

/**
 * The first comment of the thread `doc` belongs to, following what each reply answers; null
 * when something on the way is not shown (pending, rejected), so neither is the reply. A
 * reply whose comment was deleted stands as a comment of its own.
 */
const threadOf = (doc: Approved, shown: Map<number, Approved>): Approved | null => {
  const seen = new Set<number>()
  let current = doc
  for (;;) {
    const parent = relatedId(current.parent)
    if (parent === null) return current
    const next = shown.get(parent)
    if (!next || seen.has(parent)) return null
    seen.add(parent)
    current = next
  }
}

/**
 * Approved comments on a published post, oldest first, each with its thread's replies (oldest
 * first); null when there is no such post.
 */
const readApprovedComments = async (payload: Payload, slug: string): Promise<Comment[] | null> => {
  const postId = await publishedPostId(payload, slug)
  if (postId === null) return null
  const where: Where = { and: [{ post: { equals: postId } }, { status: { equals: 'approved' } }] }
  const { docs } = await payload.find({
    collection: 'comments',
    where,
    select: { content: true, author: true, authorName: true, createdAt: true, parent: true, authorReply: true },
    sort: ['createdAt', 'id'],
    depth: 0,
    limit: COMMENT_LIST_LIMIT,
    pagination: false,
    overrideAccess: false,
  })
  const names = await authorNames(payload, docs.flatMap((d) => relatedId(d.author) ?? []))
  // An imported comment has no account behind it, only the name it was written under.
  const nameOf = (doc: Approved) => {
    const id = relatedId(doc.author)
    return id === null ? doc.authorName || FORMER_MEMBER : (names.get(id) ?? FORMER_MEMBER)
  }
  const shown = (doc: Approved): ShownComment => ({
    id: doc.id,
    authorName: nameOf(doc),
    content: doc.content,
    createdAt: doc.createdAt,
    byAuthor: doc.authorReply === true,
  })
  const byId = new Map(docs.map((doc) => [doc.id, doc]))
  const threads = new Map<number, Comment>()
  for (const doc of docs) {
    const first = threadOf(doc, byId)
    if (first === doc) threads.set(doc.id, { ...shown(doc), replies: [] })
  }
  for (const doc of docs) {
    const first = threadOf(doc, byId)
    if (!first || first === doc) continue
    const answered = byId.get(relatedId(doc.parent)!)!
    threads.get(first.id)?.replies.push({ ...shown(doc), replyingTo: answered === first ? null : nameOf(answered) })
  }
  return [...threads.values()]
}

export const listApprovedComments = cachedRead('comments.approved', readApprovedComments, { keep: found })

/** How many comments a thread list shows, replies included: the count beside "Comments". */
export const shownCount = (comments: readonly Comment[]) => comments.reduce((sum, comment) => sum + 1 + comment.replies.length, 0)

export const DUPLICATE_COMMENT = 'You have already posted this comment on this post.'
export const PARENT_NOT_SHOWN = 'You can only reply to a comment shown on this post.'

/** Whether `parentId` is an approved comment on the post: the only kind a member may answer. */
const answerable = async (payload: Payload, postId: number, parentId: number) => {
  const { totalDocs } = await payload.count({
    collection: 'comments',
    where: { and: [{ id: { equals: parentId } }, { post: { equals: postId } }, { status: { equals: 'approved' } }] },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/**
 * A member's new comment on a published post, or reply to an approved comment there, held for
 * moderation; null when there is no such post, 'parent' when the comment answered is not one
 * shown on this post, 'duplicate' when the member already left the very same words in the same
 * place (whatever their moderation state), so a double click or a script cannot fill the
 * moderation queue. A repeat of the same submission (src/lib/db/once.ts) gets the comment its
 * first copy saved.
 */
export const addComment = async (
  payload: Payload,
  user: User,
  slug: string,
  { content, parentId = null }: { content: string; parentId?: number | null },
  submission: Submission | null = null,
): Promise<PostedComment | 'duplicate' | 'parent' | null> => {
  const postId = await publishedPostId(payload, slug)
  if (postId === null) return null
  if (parentId !== null && !(await answerable(payload, postId, parentId))) return 'parent'
  const { value } = await writeOnce(payload, submission, async (req): Promise<PostedComment | 'duplicate'> => {
    const samePlace: Where = parentId === null ? { parent: { exists: false } } : { parent: { equals: parentId } }
    const { totalDocs } = await payload.count({
      collection: 'comments',
      where: { and: [{ author: { equals: user.id } }, { post: { equals: postId } }, samePlace, { content: { equals: content.trim() } }] },
      overrideAccess: true,
      req,
    })
    if (totalDocs > 0) return 'duplicate'
    const doc = await payload.create({
      collection: 'comments',
      // For members the collection itself forces author = themselves and status = pending.
      data: { post: postId, author: user.id, content, status: 'pending', parent: parentId },
      depth: 0,
      user,
      overrideAccess: false,
      req,
    })
    return { id: doc.id, authorName: authorName(user), content: doc.content, createdAt: doc.createdAt, status: doc.status, parentId: relatedId(doc.parent) }
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
