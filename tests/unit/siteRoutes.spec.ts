/**
 * The site's own routes, as the redirects see them: read from the route tree under src/app,
 * so that a page added there is protected without anyone keeping a list. The OpenAPI document's
 * list of /api route modules comes from the same tree.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { siteRouteOf } from '@/lib/routes/siteRoute'
import { API_ROUTES_FILE, apiRoutesSource, routeTreeIn, SITE_ROUTES_FILE, siteRoutesSource } from '../../scripts/lib/routeTree'

const root = path.resolve(import.meta.dirname, '../..')

describe('the list of the site’s routes', () => {
  it('is the route tree as it is now (npm run dev or npm run build writes it)', () => {
    expect(readFileSync(path.join(root, SITE_ROUTES_FILE), 'utf8')).toBe(siteRoutesSource(routeTreeIn(path.join(root, 'src/app'))))
  })

  it('holds the home page at `/`, though its folder is another (next.config.ts rewrites `/` to it)', () => {
    expect(siteRouteOf('/')).toEqual({ pattern: '/', fixed: true })
  })
})

describe('the list of /api route modules the OpenAPI document reads', () => {
  it('is the route tree as it is now (npm run dev or npm run build writes it)', () => {
    expect(readFileSync(path.join(root, API_ROUTES_FILE), 'utf8')).toBe(apiRoutesSource(routeTreeIn(path.join(root, 'src/app'))))
  })

  it('holds every route module under /api but the openapi.json route, which reads it', () => {
    const source = apiRoutesSource(routeTreeIn(path.join(root, 'src/app')))
    expect(source).toContain('{ pattern: "/api/posts/[slug]", module: postsSlugRoute }')
    expect(source).toContain('import * as authProviderCallbackRoute from "@/app/(frontend)/api/auth/[provider]/callback/route"')
    expect(source).not.toContain('/api/openapi.json')
    expect(source).not.toContain('cms-api')
  })
})

describe('the route that answers a path', () => {
  it.each([
    ['/login', '/login'],
    ['/reset-password', '/reset-password'],
    ['/account', '/account'],
    ['/sitemap.xml', '/sitemap.xml'],
    ['/manifest.webmanifest', '/manifest.webmanifest'],
    ['/admin', '/admin/[[...segments]]'],
    ['/admin/collections/posts', '/admin/[[...segments]]'],
    ['/api/anything/at/all', '/api/…'],
    ['/rss', '/rss/…'],
    ['/_next/static/chunks/x.js', '/_next/…'],
    ['/organizations/_filtered', '/organizations/_filtered'],
  ])('%s is the site’s own (%s)', (address, pattern) => {
    expect(siteRouteOf(address)).toEqual({ pattern, fixed: true })
  })

  it.each([
    ['/blog/old-title', '/blog/[slug]'],
    ['/blog/page', '/blog/[slug]'],
    ['/blog/page/2', '/blog/page/[page]'],
    ['/category/news/rss', '/category/[slug]/rss'],
    ['/organizations/some-church', '/organizations/[slug]'],
    // A page the creator makes (or imports) may take any top-level address the site leaves free.
    ['/old-page', '/[slug]'],
    ['/loginx', '/[slug]'],
  ])('%s is answered by %s only while something has that address', (address, pattern) => {
    expect(siteRouteOf(address)).toEqual({ pattern, fixed: false })
  })

  it.each(['/blog/a/b/c', '/wp-content/uploads/x.jpg', '/2012/01/03/old-post'])('%s is no route’s', (address) => {
    expect(siteRouteOf(address)).toBeUndefined()
  })
})
