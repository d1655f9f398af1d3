/**
 * The view counter's statements: one view counted everywhere or nowhere, atomically, with no
 * hook and no new version; and the month's most read published posts.
 */
import { sql } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'

import { countView, mostReadPosts } from '@/lib/db/postViews'
import { drizzleFor } from '@/lib/db/sql'
import type { Post } from '@/payload-types'
import { createPost, testPayload } from '../../factories'
import { unpublishPost } from '../../factories/community'

/** A month no other test counts in. */
const MONTH = '1998-06-01'

const counts = async (post: Post, month: string) => {
  const payload = await testPayload()
  const db = await drizzleFor(payload)
  const { rows } = await db.execute<{ views: number | null; version_views: number | null; monthly: number | null }>(sql`
    SELECT p.views,
      (SELECT v.version_views FROM _posts_v v WHERE v.parent_id = p.id AND v.latest) AS version_views,
      (SELECT m.views FROM post_monthly_views m WHERE m.post_id = p.id AND m.month = ${month}::date) AS monthly
    FROM posts p WHERE p.id = ${post.id}`)
  const row = rows[0]
  return { total: Number(row.views ?? 0), latestVersion: Number(row.version_views ?? 0), month: Number(row.monthly ?? 0) }
}

describe('countView', () => {
  it('counts a view in the post’s total, its latest version and the month, without a new version or a change of date', async () => {
    const payload = await testPayload()
    const post = await createPost()
    const versions = (await payload.countVersions({ collection: 'posts', where: { parent: { equals: post.id } } })).totalDocs

    await countView(payload, post.id, MONTH)
    expect(await counts(post, MONTH)).toEqual({ total: 1, latestVersion: 1, month: 1 })
    await countView(payload, post.id, MONTH)
    expect(await counts(post, MONTH)).toEqual({ total: 2, latestVersion: 2, month: 2 })

    expect((await payload.countVersions({ collection: 'posts', where: { parent: { equals: post.id } } })).totalDocs).toBe(versions)
    expect((await payload.findByID({ collection: 'posts', id: post.id, depth: 0 })).updatedAt).toBe(post.updatedAt)
  })

  it('counts every one of many views at once', async () => {
    const payload = await testPayload()
    const post = await createPost()
    await Promise.all(Array.from({ length: 25 }, () => countView(payload, post.id, MONTH)))
    expect(await counts(post, MONTH)).toEqual({ total: 25, latestVersion: 25, month: 25 })
  })

  it('counts nothing for a post that is not published', async () => {
    const payload = await testPayload()
    const draft = await createPost({ status: 'draft' })
    await countView(payload, draft.id, MONTH)
    expect(await counts(draft, MONTH)).toEqual({ total: 0, latestVersion: 0, month: 0 })
  })
})

describe('mostReadPosts', () => {
  it('ranks the month’s published posts by views, then the newest, up to the limit, other months aside', async () => {
    const payload = await testPayload()
    const month = '1998-07-01'
    const [few, many, tiedA, tiedB, unpublished] = await Promise.all(Array.from({ length: 5 }, () => createPost()))
    const view = async (post: Post, times: number, at = month) => {
      for (let i = 0; i < times; i++) await countView(payload, post.id, at)
    }
    await view(few, 1)
    await view(many, 4)
    await view(tiedA, 2)
    await view(tiedB, 2)
    await view(unpublished, 9)
    await unpublishPost(unpublished)
    await view(few, 7, '1998-08-01')

    const top = await mostReadPosts(payload, month, 3)
    // Equal counts: the newer post (the higher id) first.
    const [newer, older] = [tiedA, tiedB].sort((a, b) => b.id - a.id)
    expect(top).toEqual([
      { id: many.id, title: many.title, slug: many.slug, views: 4 },
      { id: newer.id, title: newer.title, slug: newer.slug, views: 2 },
      { id: older.id, title: older.title, slug: older.slug, views: 2 },
    ])
  })
})
