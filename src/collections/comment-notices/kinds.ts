/**
 * The e-mails a member gets about their comments, each with its own switch on /account and its
 * own one-click unsubscribe. Read by the browser too (the account switches): no server imports.
 */
export const COMMENT_NOTICE_KINDS = ['approved', 'reply'] as const
export type CommentNoticeKind = (typeof COMMENT_NOTICE_KINDS)[number]

export const COMMENT_NOTICE_LABELS: Record<CommentNoticeKind, { label: string; hint: string }> = {
  approved: { label: 'When my comment is approved', hint: 'An e-mail with a link to your comment once it is published.' },
  reply: { label: 'When someone replies to my comment', hint: 'An e-mail with the reply, once it is published.' },
}

export const isCommentNoticeKind = (value: unknown): value is CommentNoticeKind =>
  typeof value === 'string' && (COMMENT_NOTICE_KINDS as readonly string[]).includes(value)
