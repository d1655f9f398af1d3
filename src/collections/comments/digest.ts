/**
 * The comment digest: an e-mail to the creator listing the comments that wait for moderation,
 * at most one an hour (the jobs queue's commentDigest task runs it, with its own `payload`).
 */
import type { Payload } from 'payload'

import { commentDigestEmail, type DigestComment } from '@/lib/email/commentDigest'
import { trySendEmail } from '@/lib/email/send'
import { serverUrl } from '@/lib/serverUrl'
import type { Comment, SiteSetting, User } from '@/payload-types'
import { documentAdminPath, pendingCommentsPath } from '@/lib/data/adminPaths'
import { excerpt, postTitleOf } from './lines'

/** Where the digest stands, in Payload's key-value store. */
export const DIGEST_KEY = 'comment-digest'
const DIGEST_GAP_MS = 60 * 60 * 1000
/** One e-mail lists at most this many; the rest come in the next one. */
const DIGEST_LIMIT = 50

type DigestState = { lastCommentId: number; lastSentAt: string | null }

const readDigestState = (value: unknown): DigestState => {
  const { lastCommentId, lastSentAt } = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
  return {
    lastCommentId: typeof lastCommentId === 'number' ? lastCommentId : 0,
    lastSentAt: typeof lastSentAt === 'string' ? lastSentAt : null,
  }
}

const fullName = (author: Comment['author']) => {
  if (!author || typeof author !== 'object') return 'Former member'
  const name = [author.firstName, author.lastName].map((part) => part?.trim()).filter(Boolean).join(' ')
  return name || author.email
}

/**
 * Where the digest goes: the site's contact address (site settings → Contact), else every
 * admin's own address.
 */
export const digestRecipients = async (payload: Payload, settings: SiteSetting): Promise<string[]> => {
  const contact = settings.contact?.generalEmail?.trim()
  if (contact) return [contact]
  const { docs } = await payload.find({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    select: { email: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map((u: Pick<User, 'email'>) => u.email)
}

/**
 * Sends the digest if comments wait that no earlier digest mentioned and the last one went out
 * an hour ago or more. Answers how many comments it listed (0: no e-mail). The mark moves only
 * when the e-mail was sent, so a failed send is tried again on the next run.
 */
export const sendCommentDigest = async (payload: Payload, now = new Date()): Promise<number> => {
  const state = readDigestState(await payload.kv.get(DIGEST_KEY))
  if (state.lastSentAt && now.getTime() - new Date(state.lastSentAt).getTime() < DIGEST_GAP_MS) return 0
  const { docs, totalDocs } = await payload.find({
    collection: 'comments',
    where: { and: [{ status: { equals: 'pending' } }, { id: { greater_than: state.lastCommentId } }] },
    select: { content: true, post: true, author: true, createdAt: true },
    populate: { posts: { title: true }, users: { firstName: true, lastName: true, email: true } },
    sort: 'id',
    depth: 1,
    limit: DIGEST_LIMIT,
    overrideAccess: true,
  })
  if (!docs.length) return 0
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  const recipients = await digestRecipients(payload, settings)
  if (!recipients.length) return 0
  const { totalDocs: waiting } = await payload.count({ collection: 'comments', where: { status: { equals: 'pending' } }, overrideAccess: true })
  const site = serverUrl()
  const comments: DigestComment[] = docs.map((doc) => ({
    postTitle: postTitleOf(doc.post) || 'A post',
    authorName: fullName(doc.author),
    excerpt: excerpt(doc.content, 200),
    createdAt: doc.createdAt,
    adminUrl: `${site}${documentAdminPath(payload, 'comments', doc.id)}`,
  }))
  const message = commentDigestEmail({
    to: recipients,
    siteTitle: settings.title || 'Renewed Mind',
    comments,
    more: totalDocs - docs.length,
    waiting,
    timeZone: settings.timeZone || 'UTC',
    listUrl: `${site}${pendingCommentsPath(payload)}`,
  })
  if (!(await trySendEmail(payload, message, 'comment digest'))) return 0
  await payload.kv.set(DIGEST_KEY, { lastCommentId: docs[docs.length - 1].id, lastSentAt: now.toISOString() } satisfies DigestState)
  return docs.length
}
