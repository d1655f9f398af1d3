/** Replies and the e-mails they cause: data for the replies and comment-notice tests. */
import type { Comment, Post, User } from '@/payload-types'
import { testPayload, unique } from '../factories'

type Status = 'pending' | 'approved' | 'rejected'

/** A member's reply to `parent`, stored as the site's route would store it (any status, for the test). */
export const createReply = async (parent: Comment, author: User, status: Status = 'approved'): Promise<Comment> => {
  const payload = await testPayload()
  const post = typeof parent.post === 'object' ? parent.post.id : parent.post
  return payload.create({ collection: 'comments', data: { post, author: author.id, parent: parent.id, content: unique('A reply'), status }, depth: 0 })
}

/** A comment as an import brings it: no account, only the name it was written under. */
export const createImportedComment = async (post: Post, authorName: string, parent?: Comment): Promise<Comment> => {
  const payload = await testPayload()
  return payload.create({
    collection: 'comments',
    data: { post: post.id, authorName, content: unique('An imported comment'), status: 'approved', parent: parent?.id },
    depth: 0,
  })
}

/** Moderation: the staff member `by` sets the comment's status, as the admin's buttons do. */
export const moderate = async (comment: Pick<Comment, 'id'>, status: Status, by: User): Promise<Comment> => {
  const payload = await testPayload()
  return payload.update({ collection: 'comments', id: comment.id, data: { status }, user: by, overrideAccess: false, depth: 0 })
}

/** The e-mails recorded about one comment (its approval, or it as a reply). */
export const noticesAbout = async (comment: Pick<Comment, 'id'>) => {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'comment-notices', where: { comment: { equals: comment.id } }, depth: 0, sort: 'id' })
  return docs
}

/** Runs the queued sending of these comments' e-mails, and only theirs (other files share the queue). */
export const sendNoticesAbout = async (...comments: Pick<Comment, 'id'>[]) => {
  const payload = await testPayload()
  const ids = (await Promise.all(comments.map(noticesAbout))).flat().map((notice) => notice.id)
  if (!ids.length) return
  await payload.jobs.run({ queue: 'default', where: { and: [{ taskSlug: { equals: 'commentNotice' } }, { 'input.notice': { in: ids } }] } })
}
