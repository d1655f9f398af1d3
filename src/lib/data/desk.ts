/**
 * The creator's desk: what the /admin dashboard shows (src/components/admin/desk); the hourly
 * e-mail about comments waiting for moderation is ./commentDigest.ts. Dashboard reads act as the signed-in staff member (`user` + `overrideAccess: false`), so an editor sees
 * only what an editor may open.
 */
import type { CollectionSlug, Payload, PayloadRequest, Where } from 'payload'

import { CONTENT_TYPES, COUNTED_INBOX } from '@/collections/registry'
import { adminPath, documentAdminPath } from './adminPaths'
import { excerpt, postTitleOf } from '@/collections/comments/lines'
import { filterBy } from './inbox'
import { mostReadInMonth, siteMonth, type MonthlyReads } from '@/collections/posts/views'
import { addressOf } from '@/collections/addresses'

export { siteTimeZone } from './site'

/** Who is looking: the admin's request (a widget's `req`) or the same two things in a test. */
export type Desk = { payload: Payload; user: PayloadRequest['user'] }

const as = ({ user }: Desk) => ({ user, overrideAccess: false as const })

// ---------------------------------------------------------------------------------------
// Comments waiting for moderation.

export type PendingComment = { id: number; excerpt: string; postTitle: string; createdAt: string }

/** How many comments wait, and the newest few. */
export const pendingComments = async (desk: Desk, latest = 5): Promise<{ total: number; latest: PendingComment[] }> => {
  const { totalDocs, docs } = await desk.payload.find({
    collection: 'comments',
    where: { status: { equals: 'pending' } },
    select: { content: true, post: true, createdAt: true },
    populate: { posts: { title: true } },
    sort: ['-createdAt', '-id'],
    depth: 1,
    limit: latest,
    ...as(desk),
  })
  return {
    total: totalDocs,
    latest: docs.map((doc) => ({ id: doc.id, excerpt: excerpt(doc.content), postTitle: postTitleOf(doc.post), createdAt: doc.createdAt })),
  }
}

// ---------------------------------------------------------------------------------------
// The inbox, new since this staff member's last look.

/** What the dashboard counts: the inbox's kinds that say so in src/collections/registry.ts. */
const INBOX = COUNTED_INBOX.map((slug) => ({ slug, label: CONTENT_TYPES[slug].inbox.label }))

export type InboxCount = {
  slug: (typeof COUNTED_INBOX)[number]
  label: string
  /** Arrived since the last look. */
  arrived: number
  /** Still marked "new", however old. */
  unread: number
  /** The list filtered to status "new". */
  href: string
}

/** A staff member's last look at the dashboard, in their admin preferences (Payload's `payload-preferences`). */
const LAST_LOOK_KEY = 'desk-last-look'

/**
 * A visit: dashboard views less than this apart. Within one visit the "since your last look"
 * counts keep the same starting point, so a reload does not zero them before the creator acted.
 */
export const VISIT_GAP_MS = 30 * 60 * 1000

type LastLook = { since: string | null; seenAt: string }

const readLook = (value: unknown): LastLook | null => {
  if (!value || typeof value !== 'object') return null
  const { since, seenAt } = value as Record<string, unknown>
  if (typeof seenAt !== 'string') return null
  return { since: typeof since === 'string' ? since : null, seenAt }
}

/**
 * Records that the staff member is looking at the dashboard `now`, and answers since when
 * things count as new for them: the end of their previous visit, or null on the first one
 * (everything counts). Kept per user in Payload's preferences, beside their list columns.
 */
export const recordLook = async (desk: Desk, now = new Date()): Promise<Date | null> => {
  if (!desk.user) return null
  const owner: Where = {
    and: [{ key: { equals: LAST_LOOK_KEY } }, { 'user.relationTo': { equals: 'users' } }, { 'user.value': { equals: desk.user.id } }],
  }
  const { docs } = await desk.payload.find({ collection: 'payload-preferences', where: owner, limit: 1, depth: 0, ...as(desk) })
  const stored = docs[0]
  const before = readLook(stored?.value)
  const newVisit = !before || now.getTime() - new Date(before.seenAt).getTime() > VISIT_GAP_MS
  const look: LastLook = { since: newVisit ? (before?.seenAt ?? null) : before.since, seenAt: now.toISOString() }
  if (stored) {
    await desk.payload.update({ collection: 'payload-preferences', id: stored.id, data: { value: look }, depth: 0, ...as(desk) })
  } else {
    await desk.payload.create({
      collection: 'payload-preferences',
      data: { key: LAST_LOOK_KEY, user: { relationTo: 'users', value: desk.user.id }, value: look },
      depth: 0,
      ...as(desk),
    })
  }
  return look.since ? new Date(look.since) : null
}

/** Per inbox collection: how many arrived since `since` (all when null) and how many are still "new". */
export const inboxCounts = async (desk: Desk, since: Date | null): Promise<InboxCount[]> =>
  Promise.all(
    INBOX.map(async ({ slug, label }) => {
      const [arrived, unread] = await Promise.all([
        desk.payload.count({ collection: slug, where: since ? { createdAt: { greater_than: since.toISOString() } } : {}, ...as(desk) }),
        desk.payload.count({ collection: slug, where: { status: { equals: 'new' } }, ...as(desk) }),
      ])
      return {
        slug,
        label,
        arrived: arrived.totalDocs,
        unread: unread.totalDocs,
        href: adminPath(desk.payload, `/collections/${slug}?${filterBy('status', 'new')}`),
      }
    }),
  )

// ---------------------------------------------------------------------------------------
// Scheduled publishing: Payload's own `schedulePublish` jobs that have not run yet.

export type Scheduled = {
  job: number
  action: 'publish' | 'unpublish'
  at: string
  collection: string
  /** The collection's singular label ("Post"). */
  kind: string
  id: number
  title: string
  href: string
}

const labelOf = (label: unknown, fallback: string) => (typeof label === 'string' ? label : fallback)

const scheduledTarget = (input: unknown): { collection: string; id: number; action: Scheduled['action'] } | null => {
  if (!input || typeof input !== 'object') return null
  const { doc, type } = input as { doc?: { relationTo?: unknown; value?: unknown }; type?: unknown }
  const id = Number(typeof doc?.value === 'object' && doc.value ? (doc.value as { id?: unknown }).id : doc?.value)
  if (typeof doc?.relationTo !== 'string' || !Number.isInteger(id)) return null
  return { collection: doc.relationTo, id, action: type === 'unpublish' ? 'unpublish' : 'publish' }
}

/** Documents waiting for their scheduled publish (or unpublish), soonest first, with their current title. */
export const scheduledDocuments = async (desk: Desk, limit = 10): Promise<Scheduled[]> => {
  const { payload } = desk
  const { docs: jobs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
    sort: 'waitUntil',
    limit,
    depth: 0,
    ...as(desk),
  })
  const targets = jobs.flatMap((job) => {
    const target = scheduledTarget(job.input)
    return target && job.waitUntil && payload.collections[target.collection as CollectionSlug] ? [{ job, ...target }] : []
  })
  const titles = new Map<string, string>()
  for (const collection of new Set(targets.map((t) => t.collection))) {
    const config = payload.collections[collection as CollectionSlug].config
    const titleField = config.admin?.useAsTitle ?? 'id'
    const ids = targets.filter((t) => t.collection === collection).map((t) => t.id)
    // The draft is what will be published: its title is the one to show.
    const { docs } = await payload.find({
      collection: collection as CollectionSlug,
      where: { id: { in: ids } },
      draft: true,
      depth: 0,
      limit: ids.length,
      pagination: false,
      ...as(desk),
    })
    for (const doc of docs as unknown as Record<string, unknown>[]) titles.set(`${collection}:${doc.id}`, String(doc[titleField] ?? doc.id))
  }
  return targets.flatMap(({ job, collection, id, action }) => {
    const title = titles.get(`${collection}:${id}`)
    // A document the user may not open (or deleted since) is left out.
    if (title === undefined) return []
    const config = payload.collections[collection as CollectionSlug].config
    return [
      {
        job: Number(job.id),
        action,
        at: job.waitUntil as string,
        collection,
        kind: labelOf(config.labels?.singular, collection),
        id,
        title,
        href: documentAdminPath(payload, collection, id),
      },
    ]
  })
}

// ---------------------------------------------------------------------------------------
// Most read this month.

export type MostRead = MonthlyReads & { href: string; publicPath: string }

/** The five published posts read most this month (the site's calendar month). */
export const mostReadThisMonth = async (desk: Desk, now = new Date()): Promise<MostRead[]> => {
  const rows = await mostReadInMonth(desk.payload, await siteMonth(desk.payload, now), 5)
  return rows.map((row) => ({ ...row, href: documentAdminPath(desk.payload, 'posts', row.id), publicPath: addressOf('posts', row.slug) }))
}
