/**
 * /api/preview turns Next's draft mode on for the staff only and sends them to a page of this
 * site, never anywhere else; /api/preview/exit turns it off. Next's `draftMode()` is stood in
 * for here (it needs a running server); the browser spec sees the real cookie.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import type { User } from '@/payload-types'
import { call, sessionCookie, type CallOptions } from '../../api'
import { createUser } from '../../factories'

const draft = vi.hoisted(() => ({ enable: vi.fn(), disable: vi.fn() }))
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false, enable: draft.enable, disable: draft.disable }) }))

const { GET: preview } = await import('@/app/(frontend)/api/preview/route')
const { GET: exit } = await import('@/app/(frontend)/api/preview/exit/route')

let admin: User
let editor: User
let member: User

beforeAll(async () => {
  ;[admin, editor, member] = await Promise.all([createUser({ role: 'admin' }), createUser({ role: 'editor' }), createUser()])
})

beforeEach(() => {
  draft.enable.mockClear()
  draft.disable.mockClear()
})

const open = (path: string | null, options: Parameters<typeof call>[2] = {}) =>
  call(preview, '/api/preview', { ...(path === null ? {} : { query: { path } }), ...options })

describe('GET /api/preview', () => {
  it('turns draft mode on for the creator and for an editor, and redirects to the page, never cached', async () => {
    for (const staff of [admin, editor]) {
      const res = await open('/blog/a-draft-post', { as: staff })
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe('/blog/a-draft-post')
      expect(res.headers.get('cache-control')).toBe('private, no-store')
    }
    expect(draft.enable).toHaveBeenCalledTimes(2)
  })

  it('keeps the query of the page and drops a fragment', async () => {
    const res = await open('/organizations/some-org?tab=sources#verdict', { as: admin })
    expect(res.headers.get('location')).toBe('/organizations/some-org?tab=sources')
  })

  it('refuses a visitor (401) and a member (403) without turning draft mode on', async () => {
    const anonymous = await open('/blog/a-draft-post')
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('location')).toBeNull()
    const asMember = await open('/blog/a-draft-post', { as: member })
    expect(asMember.status).toBe(403)
    expect(asMember.json.message).toMatch(/staff/)
    expect(draft.enable).not.toHaveBeenCalled()
  })

  it('refuses any address that is not a page of this site, even for the creator', async () => {
    const refused = [
      null,
      '',
      'blog/no-leading-slash',
      '//evil.example',
      '//evil.example/blog/x',
      '/\\evil.example',
      '/.//evil.example',
      '/blog/../..//evil.example',
      'https://evil.example',
      'https://evil.example/blog/x',
      'javascript:alert(1)',
      '/blog/x\u0000',
      '\u0000/blog/x',
      '/\t/evil.example',
      '/blog/x\r\nSet-Cookie: a=b',
      '/blog/x%00',
      '/blog/%0d%0aSet-Cookie:%20a=b',
      '/blog/%FF',
      `/blog/${'a'.repeat(600)}`,
      `/blog/${'a'.repeat(100_000)}`,
      '/api/posts',
      '/cms-api/users/me',
      '/admin',
      '/admin/collections/users',
      '/_next/static/x.js',
    ]
    const cookie = await sessionCookie(admin)
    for (const path of refused) {
      const res = await open(path, { cookie })
      expect(res.status, JSON.stringify(path?.slice(0, 40))).toBe(400)
      expect(res.json.errors).toHaveProperty('path')
      expect(res.headers.get('location')).toBeNull()
    }
    expect(draft.enable).not.toHaveBeenCalled()
  })

  it('does not take forged headers for a staff session', async () => {
    const cookie = await sessionCookie(admin)
    const forged: CallOptions[] = [
      // Payload reads the session only on the site's own requests: another site's link or frame is refused.
      { cookie, headers: { 'sec-fetch-site': 'cross-site' } },
      { cookie, origin: 'https://evil.example' },
      // A made-up token, a token signed with another secret, a draft-mode cookie without a session.
      { cookie: 'payload-token=eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MSwicm9sZSI6ImFkbWluIn0.c2lnbmF0dXJl' },
      { cookie: '__prerender_bypass=development-id' },
      { headers: { authorization: 'JWT forged', 'x-forwarded-host': 'evil.example', 'x-forwarded-user': 'admin@example.com' } },
    ]
    for (const options of forged) {
      const res = await open('/blog/a-draft-post', options)
      expect(res.status).toBe(401)
    }
    // The host the request names changes nothing about where it leads.
    const res = await open('/blog/a-draft-post', { cookie, headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } })
    expect(res.headers.get('location') ?? '').not.toContain('evil.example')
    expect(draft.enable).toHaveBeenCalledTimes(res.status === 302 ? 1 : 0)
  })
})

describe('GET /api/preview/exit', () => {
  it('turns draft mode off and returns to the page', async () => {
    const res = await call(exit, '/api/preview/exit', { query: { path: '/about' }, cookie: '__prerender_bypass=draft-id' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/about')
    expect(draft.disable).toHaveBeenCalledTimes(1)

    // A browser not in draft mode just goes back.
    const plain = await call(exit, '/api/preview/exit', { query: { path: '/about' } })
    expect(plain.status).toBe(302)
    expect(draft.disable).toHaveBeenCalledTimes(1)
  })

  it('returns to the home page from an address that is not a page of this site', async () => {
    for (const path of ['//evil.example', 'https://evil.example', '/.//evil.example', '/admin']) {
      const res = await call(exit, '/api/preview/exit', { query: { path } })
      expect(res.headers.get('location')).toBe('/')
    }
  })
})

describe("the admin's live preview address", () => {
  it('opens a post, a page and an organization at their own pages through /api/preview', async () => {
    const { previewUrl, livePreview } = await import('@/lib/preview/livePreview')
    expect(previewUrl('posts', 'my-post')).toBe('/api/preview?path=%2Fblog%2Fmy-post')
    expect(previewUrl('pages', 'about')).toBe('/api/preview?path=%2Fabout')
    expect(previewUrl('organizations', 'some-org')).toBe('/api/preview?path=%2Forganizations%2Fsome-org')
    // Nothing to show yet (a new document), or no page of its own in the site's design.
    expect(previewUrl('posts', '')).toBeNull()
    expect(previewUrl('posts', undefined)).toBeNull()
    expect(previewUrl('users', 'x')).toBeNull()
    expect(livePreview.collections).toEqual(['posts', 'pages', 'organizations'])
    expect(livePreview.breakpoints?.map((b) => b.name)).toEqual(['phone', 'desktop'])
  })
})
