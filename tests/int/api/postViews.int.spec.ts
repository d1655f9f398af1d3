import { describe, expect, it } from 'vitest'

import { POST as view } from '@/app/(frontend)/api/posts/[slug]/view/route'
import { LIMITS } from '@/lib/rateLimit/policies'
import { call, freshAddress } from '../../api'
import { createPost, createUser, testPayload } from '../../factories'

const countView = (slug: string, options: { origin?: string; headers?: Record<string, string> } = {}) =>
  call(view, `/api/posts/${slug}/view`, { method: 'POST', params: { slug }, ...options })

const viewsOf = async (id: number) => {
  const payload = await testPayload()
  return (await payload.findByID({ collection: 'posts', id, depth: 0 })).views ?? 0
}

describe('POST /api/posts/{slug}/view', () => {
  it('counts every one of 20 simultaneous views, without a session', async () => {
    const post = await createPost()
    const answers = await Promise.all(Array.from({ length: 20 }, () => countView(post.slug)))
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(204))
    expect(answers.every((a) => a.text === '')).toBe(true)
    expect(await viewsOf(post.id)).toBe(20)
  })

  it('answers 404 for a draft, an unknown post and a malformed slug, counting nothing', async () => {
    const draft = await createPost({ status: 'draft' })
    expect((await countView(draft.slug)).status).toBe(404)
    expect((await countView('no-such-post-anywhere')).status).toBe(404)
    expect((await countView('Not A Slug!')).status).toBe(404)
    const payload = await testPayload()
    const stored = await payload.findByID({ collection: 'posts', id: draft.id, draft: true, depth: 0 })
    expect(stored.views ?? 0).toBe(0)
  })

  it('refuses a view sent from another site', async () => {
    const post = await createPost()
    const res = await countView(post.slug, { origin: 'https://elsewhere.example' })
    expect(res.status).toBe(403)
    expect(await viewsOf(post.id)).toBe(0)
  })

  it('keeps the views counted before the creator publishes an edit', async () => {
    const payload = await testPayload()
    const admin = await createUser({ role: 'admin' })
    const post = await createPost()
    for (let i = 0; i < 3; i++) await countView(post.slug)

    // The creator saves a draft, then publishes: both saves start from the latest version.
    await payload.update({ collection: 'posts', id: post.id, draft: true, data: { title: `${post.title} draft` }, user: admin, overrideAccess: false })
    await countView(post.slug)
    await payload.update({ collection: 'posts', id: post.id, data: { title: `${post.title} edited`, _status: 'published' }, user: admin, overrideAccess: false })

    expect(await viewsOf(post.id)).toBe(4)
  })

  it('counts a visitor once per post in half an hour, however often the beacon comes', async () => {
    const [post, other] = await Promise.all([createPost(), createPost()])
    const reader = { 'x-forwarded-for': freshAddress() }
    const answers = await Promise.all(Array.from({ length: 10 }, () => countView(post.slug, { headers: reader })))
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(204))
    expect(await viewsOf(post.id)).toBe(1)
    // The same reader on another post, and another reader on this one, each count.
    await countView(other.slug, { headers: reader })
    await countView(post.slug)
    expect(await viewsOf(other.id)).toBe(1)
    expect(await viewsOf(post.id)).toBe(2)
  })

  it('refuses a burst of beacons from one address with 429', async () => {
    const post = await createPost()
    const script = { 'x-forwarded-for': freshAddress() }
    const statuses: number[] = []
    for (let i = 0; i <= LIMITS.view.perAddress.points; i++) statuses.push((await countView(post.slug, { headers: script })).status)
    expect(statuses.slice(0, -1).every((s) => s === 204)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })
})
