import type { SendEmailOptions } from 'payload'

import type { CommentNoticeKind } from '@/collections/comment-notices/kinds'
import { serverUrl } from '@/lib/serverUrl'
import { oneClickUnsubscribeHeaders } from './oneClickUnsubscribe'
import { oneLine } from './oneLine'

/** The link that turns one kind of comment e-mail off for the member whose secret `token` is. */
const commentEmailsUnsubscribeUrl = (kind: CommentNoticeKind, token: string) =>
  `${serverUrl()}/api/account/notifications/unsubscribe?${new URLSearchParams({ kind, token })}`

export type CommentNoticeContent = {
  kind: CommentNoticeKind
  to: string
  siteTitle: string
  /** How the site greets the recipient (their first name), or empty. */
  greeting: string
  postTitle: string
  /** The comment on its post's page, absolute (`…/blog/slug#comment-12`). */
  commentUrl: string
  /** The approved comment, or the reply. */
  content: string
  /** Who replied, as the site names them ("Grace H."): for a reply. */
  replierName?: string
  /** What the recipient wrote that was answered: for a reply. */
  answered?: string
  token: string
}

const quoted = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')

/**
 * One e-mail about a member's comment: plain text, with the comment's link, a visible
 * unsubscribe link for this kind alone, and the one-click List-Unsubscribe headers (RFC 8058)
 * that the newsletter's e-mails carry too.
 */
export const commentNoticeEmail = (notice: CommentNoticeContent): SendEmailOptions => {
  const unsubscribe = commentEmailsUnsubscribeUrl(notice.kind, notice.token)
  const title = oneLine(notice.postTitle)
  const hello = notice.greeting ? `Hello ${oneLine(notice.greeting)},` : 'Hello,'
  const reply = notice.kind === 'reply'
  const subject = reply ? `${oneLine(notice.replierName ?? 'Someone')} replied to your comment on "${title}"` : `Your comment on "${title}" is published`
  const body = reply
    ? [`${oneLine(notice.replierName ?? 'Someone')} replied to your comment on "${title}":`, '', quoted(notice.content), '', 'You wrote:', '', quoted(notice.answered ?? '')]
    : [`Your comment on "${title}" has been approved and is now on the site:`, '', quoted(notice.content)]
  const why = reply ? 'You receive this e-mail because someone replied to your comment.' : 'You receive this e-mail because your comment was approved.'
  return {
    to: notice.to,
    subject,
    text: [
      hello,
      '',
      ...body,
      '',
      `${reply ? 'Read the conversation' : 'See it'} on the site: ${notice.commentUrl}`,
      '',
      '--',
      notice.siteTitle,
      why,
      `Stop these e-mails with one click: ${unsubscribe}`,
      `Or choose which e-mails you get in your account settings: ${serverUrl()}/account#notifications`,
    ].join('\n'),
    headers: oneClickUnsubscribeHeaders(unsubscribe),
  }
}
