import type { SendEmailOptions } from 'payload'

import { plural } from '@/lib/format'

import { oneLine } from './oneLine'

/** A comment as the digest lists it (addresses absolute: the e-mail is read outside the site). */
export type DigestComment = { postTitle: string; authorName: string; excerpt: string; createdAt: string; adminUrl: string }

type Digest = {
  to: string[]
  siteTitle: string
  /** The comments no earlier digest mentioned, oldest first. */
  comments: DigestComment[]
  /** Further new ones left for the next digest. */
  more: number
  /** All comments waiting, mentioned before or not. */
  waiting: number
  /** The admin's comments list filtered to those waiting. */
  listUrl: string
  /** The site's time zone (site settings), for the comments' dates. */
  timeZone: string
}


const when = (iso: string, timeZone: string) => {
  const options = { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const
  try {
    return new Date(iso).toLocaleString('en-US', { ...options, timeZone })
  } catch {
    return new Date(iso).toLocaleString('en-US', { ...options, timeZone: 'UTC' })
  }
}

/** The creator's hourly note about new comments waiting for moderation (plain text). */
export const commentDigestEmail = ({ to, siteTitle, comments, more, waiting, listUrl, timeZone }: Digest): SendEmailOptions => {
  const fresh = comments.length + more
  return {
    to,
    subject: `[${oneLine(siteTitle)}] ${plural(fresh, 'new comment waits', 'new comments wait')} for moderation`,
    text: [
      `${plural(fresh, 'new comment', 'new comments')} since the last digest; ${plural(waiting, 'comment waits', 'comments wait')} for moderation in all.`,
      '',
      ...comments.flatMap((comment) => [
        `On "${oneLine(comment.postTitle)}", ${oneLine(comment.authorName)} wrote (${when(comment.createdAt, timeZone)}):`,
        `  ${comment.excerpt}`,
        `  Approve or reject: ${comment.adminUrl}`,
        '',
      ]),
      ...(more > 0 ? [`…and ${plural(more, 'more comment', 'more comments')}, listed in the next digest.`, ''] : []),
      `Every comment waiting: ${listUrl}`,
      '',
      'This digest comes at most once an hour, and only when new comments wait.',
    ].join('\n'),
  }
}
