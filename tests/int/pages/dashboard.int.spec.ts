/**
 * The member's own pages, /dashboard and /favorites: the data they read (lists and counts of the
 * member's favorites and comments, never anyone else's) and what the pages themselves do with
 * a visitor (a redirect to sign in, decided on the server) and a member (their data in the HTML).
 * The page request's headers are set here in place of Next's `headers()`.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { createElement, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { GET as favoritesRoute } from '@/app/(frontend)/api/favorites/route'
import { makeQueryClient } from '@/lib/client/queryClient'
import type { User } from '@/payload-types'
import { call, sessionCookie } from '../../api'
import { createComment, createPost, createUser, testPayload } from '../../factories'
import { createFavorite, unpublishPost } from '../../factories/community'
import { redirectOf } from '../../pages'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

const request = vi.hoisted(() => ({ headers: new Headers() }))
vi.mock('next/headers', () => ({ headers: async () => request.headers }))

const { asFavorite, countFavorites, listFavorites, listSavedPosts } = await import('@/collections/favorites/data')
const { countUserComments, listUserComments } = await import('@/collections/comments/data')
const { default: DashboardPage } = await import('@/app/(frontend)/dashboard/page')
const { default: FavoritesPage } = await import('@/app/(frontend)/favorites/page')
const { Dashboard } = await import('@/components/dashboard/Dashboard')

/** The next page request: a browser's own navigation, signed in as `user` or not at all. */
const pageRequest = async (user?: User) => {
  request.headers = new Headers({ 'sec-fetch-site': 'same-origin', ...(user ? { cookie: await sessionCookie(user) } : {}) })
}


/** The HTML of a server-rendered tree whose client islands need the site's query client. */
const html = (tree: ReactElement) => renderToStaticMarkup(createElement(QueryClientProvider, { client: makeQueryClient() }, tree))

/** Two members with saved posts and comments of their own, and one post since taken offline. */
const twoMembers = async () => {
  const [alice, bob, first, second, offline, bobsPost] = await Promise.all([
    createUser({ firstName: 'Alice' }),
    createUser({ firstName: 'Bob' }),
    createPost(),
    createPost(),
    createPost(),
    createPost(),
  ])
  // Saved one after the other: the lists are most recently saved first.
  await createFavorite(alice, first)
  await createFavorite(alice, second)
  await createFavorite(alice, offline)
  await createFavorite(bob, bobsPost)
  await createFavorite(bob, first)
  const comments = {
    pending: await createComment(first, alice, 'pending'),
    approved: await createComment(second, alice, 'approved'),
    rejected: await createComment(second, alice, 'rejected'),
    offline: await createComment(offline, alice, 'approved'),
    bobs: await createComment(first, bob, 'pending'),
  }
  await unpublishPost(offline)
  return { alice, bob, first, second, offline, bobsPost, comments }
}

describe("the member's favorites", () => {
  it('lists and counts only their own saved posts that are still published, most recently saved first', async () => {
    const { alice, bob, first, second, bobsPost } = await twoMembers()

    const saved = await listSavedPosts(payload, alice)
    expect(saved.map((s) => s.post.slug)).toEqual([second.slug, first.slug])
    expect(await countFavorites(payload, alice)).toBe(2)
    expect(saved[0].post).toMatchObject({ title: second.title, summary: second.summary, category: expect.any(String), readingTime: expect.any(Number) })

    expect((await listSavedPosts(payload, bob)).map((s) => s.post.slug)).toEqual([first.slug, bobsPost.slug])
    expect(await countFavorites(payload, bob)).toBe(2)
    expect(await countFavorites(payload, await createUser())).toBe(0)
  })

  it('gives the page the same list, in the same shape, as GET /api/favorites', async () => {
    const { alice } = await twoMembers()
    const fromApi = await call(favoritesRoute, '/api/favorites', { as: alice, headers: { 'sec-fetch-site': 'same-origin' } })
    expect(fromApi.status).toBe(200)
    expect((await listSavedPosts(payload, alice)).map(asFavorite)).toEqual(fromApi.json)
    expect(await listFavorites(payload, alice)).toEqual(fromApi.json)
  })
})

describe("the member's comments", () => {
  it('counts every comment the list shows (pending, approved, rejected), none of another member and none on an offline post', async () => {
    const { alice, bob, comments } = await twoMembers()
    const listed = await listUserComments(payload, alice)
    expect(listed.map((c) => c.id).sort()).toEqual([comments.pending.id, comments.approved.id, comments.rejected.id].sort())
    expect(await countUserComments(payload, alice)).toBe(3)
    expect((await listUserComments(payload, bob)).map((c) => c.id)).toEqual([comments.bobs.id])
    expect(await countUserComments(payload, bob)).toBe(1)
  })
})

describe('/dashboard and /favorites', () => {
  const pages = [
    { path: '/dashboard', Page: DashboardPage },
    { path: '/favorites', Page: FavoritesPage },
  ]

  for (const { path, Page } of pages) {
    it(`${path}: a visitor, or a made-up session, is sent to sign in and back`, async () => {
      await pageRequest()
      expect(await redirectOf(Page())).toBe(`/login?next=${encodeURIComponent(path)}`)
      request.headers = new Headers({ 'sec-fetch-site': 'same-origin', cookie: 'payload-token=eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJl' })
      expect(await redirectOf(Page())).toBe(`/login?next=${encodeURIComponent(path)}`)
    })
  }

  it("/dashboard shows the member's welcome, counts, favorites and comments, marked by status, and nobody else's", async () => {
    const { alice, first, second, offline, bobsPost, comments } = await twoMembers()
    await pageRequest(alice)
    const page = (await DashboardPage()) as ReactElement<{ member: User }>
    expect(page.type).toBe(Dashboard)
    expect(page.props.member.id).toBe(alice.id)

    const markup = html(await Dashboard({ member: alice }))
    expect(markup).toContain('>Welcome, Alice</h1>')
    expect(markup).toContain(alice.email)
    expect(markup).toContain('Member since')
    expect(markup).toContain('href="/account"')
    expect(markup).toContain('href="/favorites"')
    expect(markup).toMatch(/<dt[^>]*>Favorite articles<\/dt><dd[^>]*>2<\/dd>/)
    expect(markup).toMatch(/<dt[^>]*>Comments<\/dt><dd[^>]*>3<\/dd>/)
    for (const post of [first, second]) expect(markup).toContain(`href="/blog/${post.slug}"`)
    for (const post of [offline, bobsPost]) expect(markup).not.toContain(post.slug)
    for (const comment of [comments.pending, comments.approved, comments.rejected]) expect(markup).toContain(comment.content)
    for (const comment of [comments.offline, comments.bobs]) expect(markup).not.toContain(comment.content)
    expect(markup).toContain('Awaiting moderation')
    expect(markup).toContain('Not approved')
    expect(markup).toContain('role="tablist"')
  })

  it('/dashboard greets a member without a first name as "User" and offers Browse Articles when there is nothing yet', async () => {
    const nobody = await createUser({ firstName: '' })
    const markup = html(await Dashboard({ member: nobody }))
    expect(markup).toContain('>Welcome, User</h1>')
    expect(markup.match(/href="\/blog"[^>]*>Browse Articles/g)).toHaveLength(2)
  })

  it("/favorites renders the member's saved posts as cards, each with its Remove button", async () => {
    const { alice, first, second, offline, bobsPost } = await twoMembers()
    await pageRequest(alice)
    const markup = html((await FavoritesPage()) as ReactElement)
    expect(markup).toContain('My Favorite Articles')
    expect(markup).toContain('You have saved 2 articles.')
    for (const post of [first, second]) {
      expect(markup).toContain(`href="/blog/${post.slug}"`)
      expect(markup).toContain(`aria-label="Remove “${post.title}” from favorites"`)
    }
    for (const post of [offline, bobsPost]) expect(markup).not.toContain(post.slug)
  })

  it('/favorites offers Browse Articles when nothing is saved', async () => {
    await pageRequest(await createUser())
    const markup = html((await FavoritesPage()) as ReactElement)
    expect(markup).toContain('You have saved 0 articles.')
    expect(markup).toMatch(/href="\/blog"[^>]*>Browse Articles/)
  })
})
