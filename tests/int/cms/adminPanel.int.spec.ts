/**
 * A signed-in member gets nothing of the admin panel: every /admin address sends them to one
 * page that holds a notice and links, none of the admin's client config (collections, fields,
 * the import map with the server's absolute path), and Payload's views and server functions
 * never run for them. The creator and anonymous visitors get Payload's panel as before
 * (anonymous visitors only its sign-in pages, whose config Payload reduces to the login form's).
 *
 * Payload's layout and views import CSS, which Vitest cannot load, so they are replaced by
 * stand-ins that record whether they were used; the gate in front of them is the real one.
 */
import config from '@payload-config'
import { createClientConfig, createUnauthenticatedClientConfig } from 'payload'
import type React from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'

import type { User } from '@/payload-types'
import { sessionCookie } from '../../api'
import { createUser } from '../../factories'
import { redirectOf } from '../../pages'

const request = vi.hoisted(() => ({ headers: new Headers() }))
const payloadAdmin = vi.hoisted(() => ({
  RootLayout: vi.fn(() => null),
  RootPage: vi.fn(() => null),
  NotFoundPage: vi.fn(() => null),
  generatePageMetadata: vi.fn(async () => ({ title: 'Payload' })),
  handleServerFunctions: vi.fn(async () => 'payload answered'),
}))

vi.mock('next/headers', () => ({ headers: async () => request.headers }))
vi.mock('@payloadcms/next/css', () => ({}))
vi.mock('@payloadcms/next/layouts', () => ({
  RootLayout: payloadAdmin.RootLayout,
  handleServerFunctions: payloadAdmin.handleServerFunctions,
}))
vi.mock('@payloadcms/next/views', () => ({
  RootPage: payloadAdmin.RootPage,
  NotFoundPage: payloadAdmin.NotFoundPage,
  generatePageMetadata: payloadAdmin.generatePageMetadata,
}))
vi.mock('@/app/(payload)/admin/importMap.js', () => ({ importMap: {} }))

const { default: Layout } = await import('@/app/(payload)/layout')
const { default: AdminPage, generateMetadata } = await import('@/app/(payload)/admin/[[...segments]]/page')
const { default: AdminNotFound } = await import('@/app/(payload)/admin/[[...segments]]/not-found')
const { serverFunction } = await import('@/app/(payload)/serverFunction')

/** The next request comes from `user`'s browser (or from nobody signed in). */
const signedInAs = async (user: User | null) => {
  request.headers = new Headers({ 'sec-fetch-site': 'same-origin', ...(user ? { cookie: await sessionCookie(user) } : {}) })
}

const pageArgs = (...segments: string[]) => ({
  params: Promise.resolve({ segments }),
  searchParams: Promise.resolve({}),
})


/** The whole document: the layout around the page, as Next renders it. */
const documentFor = async (page: React.ReactNode) => renderToStaticMarkup(await Layout({ children: page }))

beforeEach(() => {
  for (const stand of Object.values(payloadAdmin)) stand.mockClear()
})

describe('a signed-in member', () => {
  let member: User
  beforeEach(async () => {
    member ??= await createUser()
    await signedInAs(member)
  })

  it.each(['/admin', '/admin/collections/posts', '/admin/account', '/admin/collections/users/1', '/admin/logout'])(
    'is sent from %s to the one page for members',
    async (path) => {
      const segments = path.split('/').slice(2)
      expect(await redirectOf(AdminPage(pageArgs(...segments)))).toBe('/admin/unauthorized')
      expect(payloadAdmin.RootPage).not.toHaveBeenCalled()
    },
  )

  it('gets a notice there and nothing of the admin’s config', async () => {
    const html = await documentFor(await AdminPage(pageArgs('unauthorized')))
    expect(html).toContain('Not allowed')
    expect(html).toContain('href="/api/auth/logout"')
    expect(html).not.toContain(process.cwd())
    for (const secret of ['importMap', 'baseDir', 'contact-messages', 'newsletter-subscribers', 'collections']) {
      expect(html).not.toContain(secret)
    }
    expect(payloadAdmin.RootLayout).not.toHaveBeenCalled()
    expect(payloadAdmin.RootPage).not.toHaveBeenCalled()
  })

  it('gets no admin page titles and no not-found page from Payload', async () => {
    expect(await generateMetadata(pageArgs('collections', 'contact-messages'))).toMatchObject({ title: 'Not allowed' })
    expect(renderToStaticMarkup(await AdminNotFound(pageArgs('nowhere')))).toContain('Not allowed')
    expect(payloadAdmin.generatePageMetadata).not.toHaveBeenCalled()
    expect(payloadAdmin.NotFoundPage).not.toHaveBeenCalled()
  })

  it('cannot call the admin’s server functions directly', async () => {
    await expect(serverFunction({ name: 'render-list', args: {} })).rejects.toMatchObject({ status: 401 })
    expect(payloadAdmin.handleServerFunctions).not.toHaveBeenCalled()
  })
})

describe('the creator', () => {
  it('gets Payload’s panel, layout, views and server functions', async () => {
    await signedInAs(await createUser({ role: 'admin' }))
    const layout = (await Layout({ children: null })) as React.ReactElement
    expect(layout.type).toBe(payloadAdmin.RootLayout)
    await AdminPage(pageArgs('collections', 'posts'))
    expect(payloadAdmin.RootPage).toHaveBeenCalledOnce()
    expect(await serverFunction({ name: 'form-state', args: {} })).toBe('payload answered')
  })
})

describe('an anonymous visitor', () => {
  it('gets Payload’s panel, which only shows them its sign-in pages', async () => {
    await signedInAs(null)
    const layout = (await Layout({ children: null })) as React.ReactElement
    expect(layout.type).toBe(payloadAdmin.RootLayout)
    await AdminPage(pageArgs('login'))
    expect(payloadAdmin.RootPage).toHaveBeenCalledOnce()
  })
})

describe('why: what Payload’s layout would put in the page', () => {
  const i18n = { language: 'en', t: (key: string) => key } as never
  const clientConfigFor = async (user: User) =>
    createClientConfig({ config: await config, i18n, importMap: {}, user: { ...user, collection: 'users' } })

  it('for a signed-in user, the full client config with the server’s path', async () => {
    const full = await clientConfigFor(await createUser())
    expect(JSON.stringify(full)).toContain(process.cwd())
    expect(full.collections.map((c) => c.slug)).toContain('contact-messages')
  })

  it('for an anonymous visitor, only what the sign-in form needs', async () => {
    const reduced = createUnauthenticatedClientConfig({ clientConfig: await clientConfigFor(await createUser()) })
    expect(JSON.stringify(reduced)).not.toContain(process.cwd())
    expect(reduced.collections.map((c) => c.slug)).toEqual(['users'])
  })
})
