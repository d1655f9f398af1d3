/**
 * What the site keeps about a member, handed over (export) or removed (deletion) on request.
 * DECISIONS.md "Members' accounts": deleting an account removes it with its favorites, reading
 * progress and reminders, and the comments still awaiting moderation (or refused); approved comments stay on
 * their posts, signed "Former member"; suggestions already sent stay with the creator, but no
 * longer carry the member's e-mail address or a link to the account.
 */
import { commentEmailSettings, type CommentEmailSettings } from '@/collections/comment-notices/settings'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { userIsAdmin } from '@/access/roles'
import { slugify } from '@/fields/slug'
import { revalidateSite } from '@/lib/cache/revalidate'
import { forgetMemberSubmissions } from '@/lib/db/keptSubmissions'
import { forgetAccountThrottle } from '@/lib/db/loginThrottle'
import { toReadingProgress, type ReadingProgress } from '@/lib/validation/readingProgress'
import type { Comment, User } from '@/payload-types'

type Ref = { title: string; slug: string }

export type MemberDataExport = {
  exportedAt: string
  profile: { email: string; firstName: string | null; lastName: string | null; createdAt: string; commentEmails: CommentEmailSettings }
  /** `post` is null for a saved post that is no longer published. */
  favorites: { post: Ref | null; savedAt: string }[]
  /** Every comment, whatever its moderation status; `post` null once the post is unpublished. */
  comments: { post: Ref | null; content: string; status: Comment['status']; createdAt: string }[]
  /** What the member suggested to the creator, as sent, with where the creator is with it. */
  submissions: {
    media: { title: string; creator: string; mediaType: string; link: string; explanation: string; status: string; createdAt: string }[]
    music: { artist: string; songTitle: string; link: string; reason: string; email: string | null; status: string; createdAt: string }[]
    books: { title: string; author: string; reason: string; email: string | null; status: string; createdAt: string }[]
  }
  /** `plan` is null for a plan that is no longer published. */
  readingProgress: { plan: Ref | null; progress: ReadingProgress; updatedAt: string }[]
  /** The daily reading-plan e-mails asked for; `plan` is null for a plan that is no longer published. */
  readingReminders: { plan: Ref | null; enabled: boolean; hour: number; timeZone: string }[]
}

const toRef = (doc: unknown): Ref | null =>
  doc && typeof doc === 'object' && 'slug' in doc && 'title' in doc ? { title: String(doc.title), slug: String(doc.slug) } : null

/** Everything of the member's, read as the member where the collection lets members read it. */
const asMember = (user: User) => ({ user, overrideAccess: false, depth: 1, pagination: false }) as const

/**
 * The inbox collections are the creator's alone (members cannot read them), so the member's
 * own rows are picked by `submittedBy` explicitly, with the CMS's rights.
 */
const submittedBy = (user: User) => ({ where: { submittedBy: { equals: user.id } }, overrideAccess: true, depth: 0, pagination: false }) as const

const orderOfSaving = ['createdAt', 'id']

/**
 * The member's data as one JSON document: the profile, saved posts, comments with their status,
 * suggestions sent, reading-plan progress and reminders. Only named fields leave this function: no password
 * hash or salt, sessions, tokens, ids or other internal columns.
 */
export const exportMemberData = async (payload: Payload, user: User): Promise<MemberDataExport> => {
  const [favorites, comments, progress, reminders, media, music, books] = await Promise.all([
    payload.find({
      collection: 'favorites',
      where: { user: { equals: user.id } },
      select: { post: true, createdAt: true },
      populate: { posts: { title: true, slug: true } },
      sort: orderOfSaving,
      ...asMember(user),
    }),
    payload.find({
      collection: 'comments',
      where: { author: { equals: user.id } },
      select: { post: true, content: true, status: true, createdAt: true },
      populate: { posts: { title: true, slug: true } },
      sort: orderOfSaving,
      ...asMember(user),
    }),
    payload.find({
      collection: 'reading-progress',
      where: { user: { equals: user.id } },
      select: { plan: true, progress: true, updatedAt: true },
      populate: { 'reading-plans': { title: true, slug: true } },
      sort: orderOfSaving,
      ...asMember(user),
    }),
    payload.find({
      collection: 'reading-reminders',
      where: { user: { equals: user.id } },
      select: { plan: true, enabled: true, hour: true, timeZone: true },
      populate: { 'reading-plans': { title: true, slug: true } },
      sort: orderOfSaving,
      ...asMember(user),
    }),
    payload.find({
      collection: 'media-submissions',
      select: { title: true, creator: true, mediaType: true, link: true, explanation: true, status: true, createdAt: true },
      sort: orderOfSaving,
      ...submittedBy(user),
    }),
    payload.find({
      collection: 'music-suggestions',
      select: { artist: true, songTitle: true, link: true, reason: true, email: true, status: true, createdAt: true },
      sort: orderOfSaving,
      ...submittedBy(user),
    }),
    payload.find({
      collection: 'book-suggestions',
      select: { title: true, author: true, reason: true, email: true, status: true, createdAt: true },
      sort: orderOfSaving,
      ...submittedBy(user),
    }),
  ])

  return {
    exportedAt: new Date().toISOString(),
    profile: { email: user.email, firstName: user.firstName || null, lastName: user.lastName || null, createdAt: user.createdAt, commentEmails: commentEmailSettings(user) },
    favorites: favorites.docs.map((doc) => ({ post: toRef(doc.post), savedAt: doc.createdAt })),
    comments: comments.docs.map((doc) => ({ post: toRef(doc.post), content: doc.content, status: doc.status, createdAt: doc.createdAt })),
    submissions: {
      media: media.docs.map((d) => ({
        title: d.title,
        creator: d.creator,
        mediaType: d.mediaType,
        link: d.link,
        explanation: d.explanation,
        status: d.status,
        createdAt: d.createdAt,
      })),
      music: music.docs.map((d) => ({
        artist: d.artist,
        songTitle: d.songTitle,
        link: d.link,
        reason: d.reason,
        email: d.email ?? null,
        status: d.status,
        createdAt: d.createdAt,
      })),
      books: books.docs.map((d) => ({ title: d.title, author: d.author, reason: d.reason, email: d.email ?? null, status: d.status, createdAt: d.createdAt })),
    },
    readingProgress: progress.docs.map((doc) => ({ plan: toRef(doc.plan), progress: toReadingProgress(doc.progress), updatedAt: doc.updatedAt })),
    readingReminders: reminders.docs.map((doc) => ({ plan: toRef(doc.plan), enabled: doc.enabled, hour: doc.hour, timeZone: doc.timeZone })),
  }
}

/** "renewed-mind-my-data-2026-11-24.json": the site's name and the day of the export (UTC). */
export const exportFileName = (siteTitle: string, exportedAt: string): string =>
  `${slugify(siteTitle) || 'site'}-my-data-${exportedAt.slice(0, 10)}.json`

export type AccountDeletion = { deleted: true } | { deleted: false; reason: 'admin' }

export const ADMIN_NOT_DELETABLE =
  'An admin account cannot be deleted from the account page, so that the site never loses its creator by accident. Admin accounts are managed in the admin panel.'

/** Payload's bulk operations collect a document's failure instead of throwing: every one must succeed. */
const allDone = <T extends { errors: unknown[] }>(result: T, what: string): T => {
  if (result.errors.length) throw new Error(`Could not ${what}: ${JSON.stringify(result.errors)}`)
  return result
}

/** A request inside `transactionID`: each Local API call given it joins the transaction. */
const requestIn = async (payload: Payload, transactionID: number | string, user?: User): Promise<PayloadRequest> => {
  const req = await createLocalReq({ user }, payload)
  req.transactionID = transactionID
  return req
}

/**
 * Deletes the member's account and what belongs to it, in one database transaction: should any
 * step fail, nothing has changed. Approved comments stay and read "Former member" (their author
 * column is emptied by its foreign key, ON DELETE SET NULL); suggestions stay with the creator,
 * their e-mail address cleared (and `submittedBy` emptied by its foreign key). The sign-in
 * throttle's rows for the address go too, and the answers kept for the member's submissions. The account's sessions go with it, so its cookies stop
 * working at once. An admin account is refused: the creator must not lose the site's only admin
 * to a click on the account page (admins are removed in the admin panel).
 */
export const deleteMemberAccount = async (payload: Payload, user: User): Promise<AccountDeletion> => {
  if (userIsAdmin(user)) return { deleted: false, reason: 'admin' }
  const transactionID = await payload.db.beginTransaction()
  if (transactionID === null) throw new Error('The database adapter gave no transaction')
  // Two requests in the one transaction: the member's own rows are deleted as the member (the
  // collections' rules apply); the inbox and the account itself need the CMS's rights.
  const [member, site] = await Promise.all([requestIn(payload, transactionID, user), requestIn(payload, transactionID)])
  const ofMember = { equals: user.id }
  let approvedComments = 0
  try {
    allDone(
      await payload.delete({ collection: 'favorites', where: { user: ofMember }, depth: 0, req: member, user, overrideAccess: false }),
      'delete favorites',
    )
    allDone(
      await payload.delete({ collection: 'reading-progress', where: { user: ofMember }, depth: 0, req: member, user, overrideAccess: false }),
      'delete reading progress',
    )
    allDone(
      await payload.delete({ collection: 'reading-reminders', where: { user: ofMember }, depth: 0, req: member, user, overrideAccess: false }),
      'delete reading reminders',
    )
    allDone(
      await payload.delete({
        collection: 'comments',
        where: { and: [{ author: ofMember }, { status: { in: ['pending', 'rejected'] } }] },
        depth: 0,
        req: member,
        user,
        overrideAccess: false,
      }),
      'delete unpublished comments',
    )
    ;({ totalDocs: approvedComments } = await payload.count({
      collection: 'comments',
      where: { and: [{ author: ofMember }, { status: { equals: 'approved' } }] },
      req: site,
      overrideAccess: true,
    }))
    for (const collection of ['music-suggestions', 'book-suggestions'] as const) {
      allDone(
        await payload.update({
          collection,
          where: { and: [{ submittedBy: ofMember }, { email: { exists: true } }] },
          data: { email: null },
          depth: 0,
          req: site,
          overrideAccess: true,
        }),
        `clear the e-mail address of ${collection}`,
      )
    }
    await forgetAccountThrottle(payload, site, user.email)
    await forgetMemberSubmissions(payload, site, user.id)
    await payload.delete({ collection: 'users', id: user.id, depth: 0, req: site, overrideAccess: true })
    await payload.db.commitTransaction(transactionID)
  } catch (error) {
    await payload.db.rollbackTransaction(transactionID)
    throw error
  }
  // A transaction that Payload ended on a failure it did not rethrow commits as a no-op: never
  // tell the member their account is gone when it is not.
  const { totalDocs: left } = await payload.count({ collection: 'users', where: { id: ofMember }, overrideAccess: true })
  if (left > 0) throw new Error(`Account ${user.id} still exists after its deletion was committed`)
  // The post pages showed the member's name on their approved comments.
  if (approvedComments > 0) await revalidateSite(payload, `users/${user.id}`)
  return { deleted: true }
}
