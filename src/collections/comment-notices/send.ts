/**
 * Sends one recorded comment e-mail (the jobs queue's commentNotice task runs it). Everything
 * is read again at sending time: a member who turned the kind off meanwhile, a comment taken
 * down, a post unpublished send nothing. A send the mail server refuses throws, so the job
 * is retried; a sent notice is never sent again.
 */
import type { Payload } from 'payload'

import { addressOf } from '@/collections/addresses'
import { authorName } from '@/collections/comments/authorName'
import { relatedId } from '@/lib/data/relatedId'
import { newSubscriberToken } from '@/collections/newsletter-subscribers/token'
import { commentEmailsToken } from '@/lib/db/commentNotices'
import { commentNoticeEmail } from '@/lib/email/commentNotice'
import { serverUrl } from '@/lib/serverUrl'
import type { Comment } from '@/payload-types'
import { commentEmailSettings } from './settings'

type Outcome = 'sent' | 'skipped' | 'done'

const readComment = (payload: Payload, id: number | null) =>
  id === null
    ? null
    : payload.findByID({
        collection: 'comments',
        id,
        depth: 0,
        select: { post: true, author: true, parent: true, content: true, status: true },
        disableErrors: true,
        overrideAccess: true,
      }) as Promise<Pick<Comment, 'id' | 'post' | 'author' | 'parent' | 'content' | 'status'> | null>

const readMember = (payload: Payload, id: number | null) =>
  id === null
    ? null
    : payload.findByID({
        collection: 'users',
        id,
        depth: 0,
        select: { email: true, firstName: true, lastName: true, emailOnApproval: true, emailOnReply: true },
        disableErrors: true,
        overrideAccess: true,
      })

const mark = (payload: Payload, id: number, status: 'sent' | 'skipped') =>
  payload.update({ collection: 'comment-notices', id, data: { status, ...(status === 'sent' ? { sentAt: new Date().toISOString() } : {}) }, depth: 0, overrideAccess: true })

export const sendCommentNotice = async (payload: Payload, noticeId: number): Promise<Outcome> => {
  const notice = await payload.findByID({ collection: 'comment-notices', id: noticeId, depth: 0, disableErrors: true, overrideAccess: true })
  if (!notice || notice.status !== 'pending') return 'done'
  const skip = async (): Promise<Outcome> => (await mark(payload, notice.id, 'skipped'), 'skipped')

  const comment = await readComment(payload, relatedId(notice.comment))
  if (!comment || comment.status !== 'approved') return skip()
  const answered = notice.kind === 'reply' ? await readComment(payload, relatedId(comment.parent)) : null
  if (notice.kind === 'reply' && (!answered || answered.status !== 'approved')) return skip()

  const recipient = await readMember(payload, relatedId(notice.kind === 'reply' ? answered!.author : comment.author))
  if (!recipient || !commentEmailSettings(recipient)[notice.kind]) return skip()

  const post = await payload.findByID({ collection: 'posts', id: relatedId(comment.post)!, depth: 0, select: { title: true, slug: true, _status: true }, disableErrors: true, overrideAccess: true })
  if (!post || post._status !== 'published' || !post.slug) return skip()

  const token = await commentEmailsToken(payload, recipient.id, newSubscriberToken())
  if (!token) return skip()
  const replier = notice.kind === 'reply' ? await readMember(payload, relatedId(comment.author)) : null
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })

  await payload.sendEmail(
    commentNoticeEmail({
      kind: notice.kind,
      to: recipient.email,
      siteTitle: settings.title || 'Renewed Mind',
      greeting: recipient.firstName?.trim() ?? '',
      postTitle: post.title,
      commentUrl: `${serverUrl()}${addressOf('posts', post.slug)}#comment-${comment.id}`,
      content: comment.content,
      replierName: replier ? authorName(replier) : 'A former member',
      answered: answered?.content,
      token,
    }),
  )
  await mark(payload, notice.id, 'sent')
  return 'sent'
}
