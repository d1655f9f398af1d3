/**
 * In draft mode the post, page and organization pages show the staff the latest draft, read
 * around the site's caches; everyone else, draft-mode cookie or not, reads what is published,
 * from the cache. Next's data cache is stood in for by a map (the reads are cached here as on
 * the server), and the page request's draft mode and headers are set by each test.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { isValidElement, type ReactElement, type ReactNode } from 'react'

import type { Page, Post, User } from '@/payload-types'
import { sessionCookie } from '../../api'
import { createPost, createUser, testPayload, unique } from '../../factories'
import { createOrganization } from '../../factories/content'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const next = vi.hoisted(() => {
  // What makes src/lib/data/cache.ts use the data cache; set before it is first imported.
  process.env.NEXT_RUNTIME = 'nodejs'
  return {
    draftMode: false,
    headers: new Headers(),
    cached: new Map<string, unknown>(),
    /** Names of the cached reads asked, in order. */
    reads: [] as string[],
  }
})

vi.mock('next/cache', () => ({
  unstable_cache:
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>, [name]: string[]) =>
    async (...args: A) => {
      next.reads.push(name)
      const key = JSON.stringify([name, args])
      if (!next.cached.has(key)) next.cached.set(key, await fn(...args))
      return next.cached.get(key) as R
    },
  revalidateTag: () => next.cached.clear(),
  revalidatePath: () => {},
}))
vi.mock('next/headers', () => ({
  draftMode: async () => ({ isEnabled: next.draftMode }),
  headers: async () => next.headers,
}))

const { getPostBySlug } = await import('@/collections/posts/data')
const { previewViewer } = await import('@/lib/preview/viewer')
const { default: PostPage } = await import('@/app/(frontend)/blog/[slug]/page')
const { default: OrganizationPage } = await import('@/app/(frontend)/organizations/[slug]/page')
const { CmsPage } = await import('@/components/pages/CmsPage')
const { DraftPreview } = await import('@/components/preview/DraftPreview')
const { ViewBeacon } = await import('@/components/posts/ViewBeacon')

/** The page request: draft mode on or off, signed in as `user` (or nobody), from the site itself. */
const pageRequest = async (draftMode: boolean, user?: User) => {
  next.draftMode = draftMode
  next.headers = new Headers({ 'sec-fetch-site': 'same-origin', ...(user ? { cookie: `${await sessionCookie(user)}; __prerender_bypass=1` } : {}) })
}

/** Every text and element in a rendered server component tree (server components are called). */
const flatten = async (node: ReactNode): Promise<{ texts: string[]; elements: ReactElement[] }> => {
  const texts: string[] = []
  const elements: ReactElement[] = []
  const walk = async (n: ReactNode): Promise<void> => {
    if (n === null || n === undefined || typeof n === 'boolean') return
    if (typeof n === 'string' || typeof n === 'number') return void texts.push(String(n))
    if (Array.isArray(n)) return void (await Promise.all(n.map(walk)))
    if (!isValidElement(n)) return
    elements.push(n)
    const { type, props } = n as ReactElement<{ children?: ReactNode }>
    // Server components of the site render here; client components are left as elements.
    if (typeof type === 'function' && type.constructor.name === 'AsyncFunction') return walk(await (type as (p: unknown) => Promise<ReactNode>)(props))
    return walk(props.children)
  }
  await walk(node)
  return { texts, elements }
}

let admin: User
let editor: User
let member: User

beforeAll(async () => {
  ;[admin, editor, member] = await Promise.all([createUser({ role: 'admin' }), createUser({ role: 'editor' }), createUser()])
})

afterAll(() => {
  delete process.env.NEXT_RUNTIME
})

beforeEach(() => {
  next.reads.length = 0
})

/** A published post with a newer draft saved over it (as autosave does). */
const postWithDraft = async (): Promise<{ post: Post; draftTitle: string }> => {
  const payload = await testPayload()
  const post = await createPost({ title: unique('Published title') })
  const draftTitle = unique('Draft title')
  await payload.update({ collection: 'posts', id: post.id, data: { title: draftTitle }, draft: true, autosave: true })
  return { post, draftTitle }
}

const renderPost = async (slug: string) => flatten(await PostPage({ params: Promise.resolve({ slug }) }))

describe('the post page', () => {
  it('shows the staff in draft mode the latest draft, read around the cache, with the preview bar and no view counted', async () => {
    const { post, draftTitle } = await postWithDraft()
    for (const staff of [admin, editor]) {
      await pageRequest(true, staff)
      next.reads.length = 0
      const { texts, elements } = await renderPost(post.slug)
      expect(texts).toContain(draftTitle)
      expect(texts).not.toContain(post.title)
      expect(next.reads).not.toContain('posts.bySlug')
      expect(elements.some((e) => e.type === DraftPreview)).toBe(true)
      expect(elements.some((e) => e.type === ViewBeacon)).toBe(false)
    }
    // Nothing the preview read was stored for visitors.
    expect(JSON.stringify([...next.cached.values()])).not.toContain(draftTitle)
  })

  it('shows a draft that was never published to the staff only', async () => {
    const post = await createPost({ status: 'draft' })
    await pageRequest(true, admin)
    expect((await renderPost(post.slug)).texts).toContain(post.title)
    await pageRequest(true, member)
    await expect(renderPost(post.slug)).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404|NEXT_NOT_FOUND/)
  })

  it('shows visitors, members holding the draft-mode cookie and the staff outside draft mode the published post, from the cache', async () => {
    const { post, draftTitle } = await postWithDraft()
    for (const [draftMode, user] of [
      [false, undefined],
      [true, undefined],
      [true, member],
      [false, admin],
    ] as const) {
      await pageRequest(draftMode, user)
      next.reads.length = 0
      const { texts, elements } = await renderPost(post.slug)
      expect(texts).toContain(post.title)
      expect(texts).not.toContain(draftTitle)
      expect(next.reads).toContain('posts.bySlug')
      expect(elements.some((e) => e.type === DraftPreview)).toBe(false)
    }
  })

  it('a preview never changes what the cache then serves', async () => {
    const { post, draftTitle } = await postWithDraft()
    await pageRequest(true, admin)
    await renderPost(post.slug)
    await pageRequest(false)
    expect((await getPostBySlug(payload, post.slug))?.title).toBe(post.title)
    expect((await getPostBySlug(payload, post.slug))?.title).not.toBe(draftTitle)
  })
})

describe('previewViewer()', () => {
  it('is the staff member in draft mode, and nobody otherwise', async () => {
    await pageRequest(true, editor)
    expect((await previewViewer(payload))?.id).toBe(editor.id)
    await pageRequest(false, editor)
    expect(await previewViewer(payload)).toBeNull()
    await pageRequest(true, member)
    expect(await previewViewer(payload)).toBeNull()
    await pageRequest(true)
    expect(await previewViewer(payload)).toBeNull()
  })
})

describe('the organization and CMS pages', () => {
  it('show the staff the latest draft of an organization, and others the published one', async () => {
    const payload = await testPayload()
    const org = await createOrganization()
    const draftName = unique('Draft name')
    await payload.update({ collection: 'organizations', id: org.id, data: { name: draftName }, draft: true })
    const render = async () => flatten(await OrganizationPage({ params: Promise.resolve({ slug: org.slug }) }))

    await pageRequest(true, admin)
    expect((await render()).texts).toContain(draftName)
    await pageRequest(true, member)
    const { texts } = await render()
    expect(texts).toContain(org.name)
    expect(texts).not.toContain(draftName)
  })

  it('show the staff the latest draft of a CMS page, and others the published one', async () => {
    const payload = await testPayload()
    const slug = unique('page').toLowerCase()
    const page: Page = await payload.create({
      collection: 'pages',
      data: { title: unique('Published page'), slug, content: (await createPost()).content, _status: 'published' },
    })
    const draftTitle = unique('Draft page')
    await payload.update({ collection: 'pages', id: page.id, data: { title: draftTitle }, draft: true })

    await pageRequest(true, editor)
    expect((await flatten(await CmsPage({ slug }))).texts).toContain(draftTitle)
    await pageRequest(false, editor)
    const { texts } = await flatten(await CmsPage({ slug }))
    expect(texts).toContain(page.title)
    expect(texts).not.toContain(draftTitle)
  })
})
