/**
 * The member's choice of comment e-mails: the account page's switches and the e-mails'
 * one-click unsubscribe links.
 */
import type { Payload } from 'payload'

import { isSubscriberToken } from '@/collections/newsletter-subscribers/token'
import type { User } from '@/payload-types'
import type { CommentNoticeKind } from './kinds'

export type CommentEmailSettings = Record<CommentNoticeKind, boolean>

/** The user field that holds each kind's switch. */
const SETTING_FIELD = { approved: 'emailOnApproval', reply: 'emailOnReply' } as const satisfies Record<CommentNoticeKind, keyof User>

/** A switch never set (an account older than the switches) is on, as for a new account. */
export const commentEmailSettings = (user: Pick<User, 'emailOnApproval' | 'emailOnReply'>): CommentEmailSettings => ({
  approved: user.emailOnApproval !== false,
  reply: user.emailOnReply !== false,
})

/** The member's own switches; a kind left out stays as it is. */
export const updateCommentEmailSettings = async (payload: Payload, user: User, changes: Partial<CommentEmailSettings>): Promise<CommentEmailSettings> => {
  const data: Partial<Pick<User, 'emailOnApproval' | 'emailOnReply'>> = {}
  for (const kind of Object.keys(SETTING_FIELD) as CommentNoticeKind[]) {
    if (typeof changes[kind] === 'boolean') data[SETTING_FIELD[kind]] = changes[kind]
  }
  const updated = await payload.update({ collection: 'users', id: user.id, data, user, overrideAccess: false, depth: 0 })
  return commentEmailSettings(updated)
}

/**
 * One click on a comment e-mail's unsubscribe link: that kind is off for the member whose
 * link it is. Repeating it is harmless; the link keeps working.
 */
export const unsubscribeCommentEmails = async (payload: Payload, kind: CommentNoticeKind, token: string | null): Promise<'unsubscribed' | 'invalid'> => {
  if (!isSubscriberToken(token)) return 'invalid'
  const { docs } = await payload.find({
    collection: 'users',
    where: { commentEmailsToken: { equals: token } },
    select: { emailOnApproval: true, emailOnReply: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const member = docs[0]
  if (!member) return 'invalid'
  if (commentEmailSettings(member)[kind]) {
    await payload.update({ collection: 'users', id: member.id, data: { [SETTING_FIELD[kind]]: false }, depth: 0, overrideAccess: true })
  }
  return 'unsubscribed'
}
