import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  inboxCounts,
  mostReadThisMonth,
  pendingComments,
  recordLook,
  scheduledDocuments,
  VISIT_GAP_MS,
  type Desk,
} from '@/lib/data/desk'
import { pendingCommentsPath } from '@/lib/data/adminPaths'
import { countPostView, monthOf, mostReadInMonth, siteMonth } from '@/collections/posts/views'
import type { Post, User } from '@/payload-types'
import { freshAddress } from '../../api'
import { createComment, createPost, createUser, testPayload, unique } from '../../factories'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const deskOf = async (user: User): Promise<Desk> => ({ payload: await testPayload(), user: { ...user, collection: 'users' } })

const MINUTE = 60 * 1000

describe('the dashboard: comments waiting', () => {
  it('counts the pending comments and lists the newest, for an editor too', async () => {
    const [editor, member, post] = await Promise.all([createUser({ role: 'editor' }), createUser(), createPost()])
    const before = (await pendingComments(await deskOf(editor))).total
    const first = await createComment(post, member, 'pending')
    const second = await createComment(post, member, 'pending')
    await createComment(post, member, 'approved')
    await createComment(post, member, 'rejected')

    const { total, latest } = await pendingComments(await deskOf(editor), 50)
    expect(total).toBeGreaterThanOrEqual(before + 2)
    const mine = latest.filter((c) => [first.id, second.id].includes(c.id))
    expect(mine.map((c) => c.id)).toEqual([second.id, first.id])
    expect(mine[0]).toMatchObject({ excerpt: second.content, postTitle: post.title })
  })

  it('links to the comments list filtered to pending, in the shape the admin list reads', async () => {
    const path = pendingCommentsPath(await testPayload())
    const url = new URL(path, 'http://localhost')
    expect(url.pathname).toBe('/admin/collections/comments')
    expect(url.searchParams.get('where[or][0][and][0][status][equals]')).toBe('pending')
  })
})

describe('the dashboard: the inbox since the last look', () => {
  const contactMessage = async (createdAt?: Date, status: 'new' | 'read' = 'new') =>
    (await testPayload()).create({
      collection: 'contact-messages',
      data: { name: 'Desk test', email: 'desk@example.test', subject: unique('Desk'), message: 'Hello from the desk test.', status, ...(createdAt ? { createdAt: createdAt.toISOString() } : {}) },
      depth: 0,
    })

  it('starts from the end of the previous visit, and keeps that start through one visit', async () => {
    const desk = await deskOf(await createUser({ role: 'editor' }))
    const start = Date.now() - 3 * 60 * MINUTE
    // The first visit: everything counts.
    expect(await recordLook(desk, new Date(start))).toBeNull()
    expect(await recordLook(desk, new Date(start + 10 * MINUTE))).toBeNull()
    // Back after a break: new means since the last view of the previous visit…
    const back = start + 10 * MINUTE + VISIT_GAP_MS + MINUTE
    expect(await recordLook(desk, new Date(back))).toEqual(new Date(start + 10 * MINUTE))
    // …and a reload within this visit keeps that, so the counts do not vanish before anything was done.
    expect(await recordLook(desk, new Date(back + 5 * MINUTE))).toEqual(new Date(start + 10 * MINUTE))
    // Each staff member has their own.
    expect(await recordLook(await deskOf(await createUser({ role: 'admin' })), new Date(back))).toBeNull()
  })

  it('counts what arrived since then and what is still marked new', async () => {
    const desk = await deskOf(await createUser({ role: 'editor' }))
    const lookedAt = new Date(Date.now() - 2 * 60 * MINUTE)
    await contactMessage(new Date(lookedAt.getTime() - 60 * MINUTE))
    await contactMessage()
    await contactMessage(undefined, 'read')

    // Only the message from before the look is in the first count and not in the second
    // (other suites add messages now, never in the past).
    const [wider, sinceLook] = await Promise.all([
      inboxCounts(desk, new Date(lookedAt.getTime() - 2 * 60 * MINUTE)),
      inboxCounts(desk, lookedAt),
    ])
    const contact = (rows: typeof wider) => rows.find((row) => row.slug === 'contact-messages')!
    expect(contact(wider).arrived - contact(sinceLook).arrived).toBe(1)
    expect(contact(sinceLook).arrived).toBeGreaterThanOrEqual(2)
    expect(contact(sinceLook).unread).toBeGreaterThanOrEqual(2)
    expect(new URL(contact(sinceLook).href, 'http://localhost').searchParams.get('where[or][0][and][0][status][equals]')).toBe('new')
    expect(sinceLook.map((row) => row.slug)).toEqual(['contact-messages', 'music-suggestions', 'media-submissions', 'book-suggestions'])
  })
})

describe('the dashboard: scheduled publishing', () => {
  const queued: number[] = []
  afterAll(async () => {
    const payload = await testPayload()
    await payload.delete({ collection: 'payload-jobs', where: { id: { in: queued } } })
  })

  const schedule = async (post: Post, type: 'publish' | 'unpublish', at: Date) => {
    const payload = await testPayload()
    // As Payload's own schedule drawer queues it: the document id as a string (payload#10481),
    // which the generated input type does not admit.
    const input = { type, doc: { relationTo: 'posts', value: String(post.id) as unknown as number } } as const
    const job = await payload.jobs.queue({ task: 'schedulePublish', input, waitUntil: at })
    queued.push(Number(job.id))
    return job
  }

  it('lists the documents waiting for their publish or unpublish, soonest first, with the draft’s title and a link', async () => {
    const editor = await createUser({ role: 'editor' })
    const [draft, live] = await Promise.all([createPost({ status: 'draft' }), createPost()])
    const inADay = new Date(Date.now() + 24 * 60 * MINUTE)
    await schedule(live, 'unpublish', new Date(inADay.getTime() + 60 * MINUTE))
    await schedule(draft, 'publish', inADay)

    const mine = (await scheduledDocuments(await deskOf(editor), 100)).filter((s) => [draft.id, live.id].includes(s.id))
    expect(mine).toEqual([
      expect.objectContaining({ action: 'publish', id: draft.id, title: draft.title, kind: 'Post', href: `/admin/collections/posts/${draft.id}`, at: inADay.toISOString() }),
      expect.objectContaining({ action: 'unpublish', id: live.id, title: live.title }),
    ])
  })

  it('leaves out jobs that ran and documents deleted since', async () => {
    const payload = await testPayload()
    const editor = await createUser({ role: 'editor' })
    const [done, gone] = await Promise.all([createPost({ status: 'draft' }), createPost({ status: 'draft' })])
    const ran = await schedule(done, 'publish', new Date(Date.now() + 60 * MINUTE))
    await payload.update({ collection: 'payload-jobs', id: ran.id, data: { completedAt: new Date().toISOString() } })
    await schedule(gone, 'publish', new Date(Date.now() + 60 * MINUTE))
    await payload.delete({ collection: 'posts', id: gone.id })

    const ids = (await scheduledDocuments(await deskOf(editor), 100)).map((s) => s.id)
    expect(ids).not.toContain(done.id)
    expect(ids).not.toContain(gone.id)
  })
})

describe('the dashboard: most read this month', () => {
  const monthlyViews = async (post: Post, month: string) => {
    const payload = await testPayload()
    const { rows } = await payload.db.drizzle.execute<{ views: number }>(
      sql`SELECT views FROM post_monthly_views WHERE post_id = ${post.id} AND month = ${month}::date`,
    )
    return rows[0] ? Number(rows[0].views) : 0
  }

  const setMonthlyViews = async (post: Post, month: string, views: number) => {
    const payload = await testPayload()
    await payload.db.drizzle.execute(sql`
      INSERT INTO post_monthly_views (post_id, month, views) VALUES (${post.id}, ${month}::date, ${views})
      ON CONFLICT (month, post_id) DO UPDATE SET views = ${views}`)
  }

  it('counts each view into the current month on the site’s calendar as well as the total', async () => {
    const payload = await testPayload()
    const post = await createPost()
    for (let i = 0; i < 3; i++) expect(await countPostView(payload, post.slug, freshAddress())).toBe('counted')
    const month = await siteMonth(payload, new Date())
    expect(await monthlyViews(post, month)).toBe(3)
    expect((await payload.findByID({ collection: 'posts', id: post.id, depth: 0 })).views).toBe(3)
  })

  it('takes the month on the site’s calendar', () => {
    // 1 March 03:00 UTC is still February in New York.
    const at = new Date('2026-03-01T03:00:00Z')
    expect(monthOf(at, 'America/New_York')).toBe('2026-02-01')
    expect(monthOf(at, 'UTC')).toBe('2026-03-01')
    expect(monthOf(at, 'Not/AZone')).toBe('2026-03-01')
  })

  it('ranks the month’s five most read published posts, other months and drafts aside', async () => {
    const payload = await testPayload()
    const month = '1999-01-01'
    const posts = await Promise.all(Array.from({ length: 6 }, () => createPost()))
    const hidden = await createPost()
    for (const [i, post] of posts.entries()) await setMonthlyViews(post, month, (i + 1) * 10)
    await setMonthlyViews(hidden, month, 1000)
    await payload.update({ collection: 'posts', id: hidden.id, data: { _status: 'draft' } })
    await setMonthlyViews(posts[0], '1999-02-01', 5000)

    const top = await mostReadInMonth(payload, month)
    expect(top.map((row) => row.id)).toEqual([posts[5].id, posts[4].id, posts[3].id, posts[2].id, posts[1].id])
    expect(top[0]).toEqual({ id: posts[5].id, title: posts[5].title, slug: posts[5].slug, views: 60 })
  })

  it('shows this month’s most read on the dashboard, linked to the editor and the site', async () => {
    const post = await createPost()
    await setMonthlyViews(post, await siteMonth(payload, new Date()), 1_000_000)
    const [first] = await mostReadThisMonth(await deskOf(await createUser({ role: 'editor' })))
    expect(first).toEqual({ id: post.id, title: post.title, slug: post.slug, views: 1_000_000, href: `/admin/collections/posts/${post.id}`, publicPath: `/blog/${post.slug}` })
  })
})
