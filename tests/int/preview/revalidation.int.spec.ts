/**
 * What refreshes the public pages: publishing, unpublishing, a scheduled publish run by the jobs
 * queue, a restored version. Saving a draft (autosave, "Save draft") never does. Next's
 * revalidation is observed here in place of the real one: `revalidateTag(CONTENT_TAG)` is what
 * every refresh of the site calls in a request (src/lib/cache/revalidate.ts); outside one, the
 * notification every server process hears is.
 */
import pg from 'pg'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { CONTENT_CHANNEL, CONTENT_TAG } from '@/lib/cache/tags'
import type { Post, User } from '@/payload-types'
import { createCategory, createPost, createUser, testPayload, unique } from '../../factories'
import { createOrganization } from '../../factories/content'

const next = vi.hoisted(() => ({ outsideRequest: false, revalidateTag: vi.fn() }))
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  revalidateTag: (...args: unknown[]) => {
    // As Next does when no request is running (the jobs queue's timer).
    if (next.outsideRequest) throw new Error('Invariant: static generation store missing in revalidateTag(content)')
    next.revalidateTag(...args)
  },
}))

const refreshes = () => next.revalidateTag.mock.calls.filter(([tag]) => tag === CONTENT_TAG).length

let editor: User

beforeAll(async () => {
  editor = await createUser({ role: 'editor' })
})

beforeEach(() => {
  next.revalidateTag.mockClear()
  next.outsideRequest = false
})

const saveDraft = async (post: Post, data: Partial<Post>, autosave = false) => {
  const payload = await testPayload()
  return payload.update({ collection: 'posts', id: post.id, data, draft: true, autosave, user: editor, overrideAccess: false })
}

const publish = async (post: Post, data: Partial<Post> = {}) => {
  const payload = await testPayload()
  return payload.update({ collection: 'posts', id: post.id, data: { ...data, _status: 'published' }, user: editor, overrideAccess: false })
}

const unpublish = async (post: Post) => {
  const payload = await testPayload()
  return payload.update({ collection: 'posts', id: post.id, data: { _status: 'draft' }, user: editor, overrideAccess: false })
}

const publishedTitle = async (post: Post) => {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'posts', where: { id: { equals: post.id } }, overrideAccess: false, depth: 0 })
  return docs[0]?.title ?? null
}

describe('saving drafts', () => {
  it('the first draft saved over a published post, and every later one, refreshes nothing', async () => {
    const post = await createPost({ title: unique('Published') })
    next.revalidateTag.mockClear()

    await saveDraft(post, { title: unique('First draft') })
    await saveDraft(post, { title: unique('Second draft') })
    expect(refreshes()).toBe(0)
    expect(await publishedTitle(post)).toBe(post.title)
  })

  it('autosave refreshes nothing, the first autosave after publishing included', async () => {
    const post = await createPost({ title: unique('Published') })
    next.revalidateTag.mockClear()

    for (let i = 0; i < 3; i++) await saveDraft(post, { title: unique('Autosaved') }, true)
    expect(refreshes()).toBe(0)
    expect(await publishedTitle(post)).toBe(post.title)
  })

  it('creating a draft refreshes nothing; creating a published post does', async () => {
    const category = (await createCategory()).id
    next.revalidateTag.mockClear()
    await createPost({ status: 'draft', category })
    expect(refreshes()).toBe(0)
    await createPost({ category })
    expect(refreshes()).toBe(1)
  })

  it('holds for every collection with drafts (an organization)', async () => {
    const payload = await testPayload()
    const org = await createOrganization()
    next.revalidateTag.mockClear()
    await payload.update({ collection: 'organizations', id: org.id, data: { name: unique('Renamed') }, draft: true, autosave: true })
    expect(refreshes()).toBe(0)
    await payload.update({ collection: 'organizations', id: org.id, data: { _status: 'published' } })
    expect(refreshes()).toBe(1)
  })
})

describe('publishing and unpublishing', () => {
  it('publishing refreshes the pages, with the draft made public', async () => {
    const post = await createPost({ title: unique('Published') })
    const edited = unique('Edited')
    await saveDraft(post, { title: edited }, true)
    next.revalidateTag.mockClear()

    await publish(post)
    expect(refreshes()).toBe(1)
    expect(await publishedTitle(post)).toBe(edited)
  })

  it('unpublishing refreshes the pages, also when a draft was pending (it did not before)', async () => {
    const plain = await createPost()
    const pending = await createPost()
    await saveDraft(pending, { title: unique('Pending draft') }, true)
    next.revalidateTag.mockClear()

    await unpublish(plain)
    await unpublish(pending)
    expect(refreshes()).toBe(2)
    expect(await publishedTitle(plain)).toBeNull()
    expect(await publishedTitle(pending)).toBeNull()
  })

  it('restoring an earlier version refreshes the pages, for the creator and for an editor; a member may not', async () => {
    const payload = await testPayload()
    const admin = await createUser({ role: 'admin' })
    const member = await createUser()
    const post = await createPost({ title: unique('First words') })
    await publish(post, { title: unique('Second words') })
    const { docs } = await payload.findVersions({ collection: 'posts', where: { and: [{ parent: { equals: post.id } }, { 'version.title': { equals: post.title } }] } })
    expect(docs).toHaveLength(1)

    for (const user of [admin, editor]) {
      next.revalidateTag.mockClear()
      await payload.restoreVersion({ collection: 'posts', id: docs[0].id, user, overrideAccess: false })
      expect(refreshes()).toBe(1)
      expect(await publishedTitle(post)).toBe(post.title)
      await publish(post, { title: unique('Changed again') })
    }
    await expect(payload.restoreVersion({ collection: 'posts', id: docs[0].id, user: member, overrideAccess: false })).rejects.toThrow()
  })
})

describe('scheduled publishing', () => {
  const schedule = async (post: Post, type: 'publish' | 'unpublish') => {
    const payload = await testPayload()
    // As the admin's schedule drawer queues it, due a moment ago.
    return payload.jobs.queue({
      task: 'schedulePublish',
      input: { type, doc: { relationTo: 'posts', value: post.id }, user: { relationTo: 'users', value: editor.id } },
      waitUntil: new Date(Date.now() - 1_000),
    })
  }

  it('a due publish job publishes the draft and refreshes the pages', async () => {
    const payload = await testPayload()
    const post = await createPost({ status: 'draft' })
    const job = await schedule(post, 'publish')
    expect(await publishedTitle(post)).toBeNull()
    next.revalidateTag.mockClear()

    await payload.jobs.runByID({ id: job.id })
    expect(await publishedTitle(post)).toBe(post.title)
    expect(refreshes()).toBe(1)
    // A job that succeeded is removed from the queue.
    expect((await payload.find({ collection: 'payload-jobs', where: { id: { equals: job.id } } })).totalDocs).toBe(0)
  })

  it('a job not yet due waits', async () => {
    const payload = await testPayload()
    const post = await createPost({ status: 'draft' })
    const job = await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'posts', value: post.id } },
      waitUntil: new Date(Date.now() + 3_600_000),
    })
    await payload.jobs.run({ where: { id: { equals: job.id } } })
    expect(await publishedTitle(post)).toBeNull()
    await payload.jobs.cancelByID({ id: job.id })
  })

  it('outside any request (the queue runs on a timer) every server process is told once the change commits', async () => {
    const payload = await testPayload()
    const heard: string[] = []
    const listener = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await listener.connect()
    try {
      listener.on('notification', (message) => heard.push(message.payload ?? ''))
      await listener.query(`LISTEN ${CONTENT_CHANNEL}`)
      next.outsideRequest = true
      const post = await createPost({ status: 'draft' })
      const job = await schedule(post, 'publish')

      await payload.jobs.runByID({ id: job.id })
      expect(await publishedTitle(post)).toBe(post.title)
      await expect.poll(() => heard, { timeout: 5_000, interval: 20 }).toContain(`posts/${post.id}`)

      heard.length = 0
      await payload.jobs.runByID({ id: (await schedule(post, 'unpublish')).id })
      expect(await publishedTitle(post)).toBeNull()
      await expect.poll(() => heard, { timeout: 5_000, interval: 20 }).toContain(`posts/${post.id}`)
    } finally {
      await listener.end()
    }
  })
})
