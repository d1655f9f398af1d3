import { expect, test, type Page } from '@playwright/test'

import { mediaItems } from '../../src/seed/data/mediaItems'
import { playlists } from '../../src/seed/data/playlists'

/**
 * A fresh site, tried as a visitor would: no page of the seeded site leads to a made-up address,
 * a broken player, a Donate button with nowhere to give, a sign-in button that ends on "isn't
 * available", or a "not configured" message. The seeded playlists and media items are the seed's
 * own (src/seed/data), so what other files create beside this one is not looked at.
 *
 * This file runs with the others ("chromium"), before the "settings" project, where the donate
 * spec chooses a provider and enters Stripe's keys (and afterwards puts the site back as it
 * found it). Nothing in the "chromium" project saves a donation provider, so the header has no
 * Donate button while this file runs.
 */
const PLACEHOLDER = /example\.(com|org|net)|feeds\.example/i

const PAGES = ['/', '/contact', '/podcast', '/about', '/playlists', '/media']
const SEEDED = [...playlists.map((p) => `/playlists/${p.slug}`), ...mediaItems.map((m) => `/media/${m.slug}`)]

/** Every address the page's elements point at (links, images, frames, sources, forms). */
const addressesOn = (page: Page) =>
  page.$$eval('[href], [src], [srcset], [action], [data-src]', (elements) =>
    elements.flatMap((element) =>
      ['href', 'src', 'srcset', 'action', 'data-src'].flatMap((name) => {
        const value = element.getAttribute(name)
        return value ? [`<${element.tagName.toLowerCase()} ${name}="${value}">`] : []
      }),
    ),
  )

const opens = async (page: Page, path: string) => {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(200)
  await expect(page.getByRole('main')).toBeVisible()
}

test.describe('a fresh site has no dead ends', () => {
  for (const path of [...PAGES, ...SEEDED]) {
    test(`${path} points at no placeholder, offers no Donate button and says nothing is "not configured"`, async ({ page }) => {
      await opens(page, path)
      expect((await addressesOn(page)).filter((address) => PLACEHOLDER.test(address)), path).toEqual([])
      // No provider is set on a fresh site: no way to give is offered, in the header or elsewhere.
      await expect(page.getByRole('banner').getByRole('link', { name: /donate/i })).toHaveCount(0)
      await expect(page.locator('a[href="/donate"]')).toHaveCount(0)
      await expect(page.getByText(/not configured/i)).toHaveCount(0)
    })
  }

  test('the seeded playlists carry no player: a made-up service address would be a broken frame', async ({ page }) => {
    expect(playlists.length).toBeGreaterThan(0)
    for (const { slug, title } of playlists) {
      await opens(page, `/playlists/${slug}`)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page.locator('iframe'), slug).toHaveCount(0)
    }
  })

  test('every social sign-in button on /login leads to its provider, not back to an error', async ({ page, playwright, baseURL }) => {
    await opens(page, '/login')
    const buttons = page.getByRole('main').locator('a[href^="/api/auth/"]').filter({ hasText: /^Continue with / })
    const hrefs = await buttons.evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
    const site = new URL(baseURL!).origin
    for (const [index, href] of hrefs.entries()) {
      // Each start from an address of its own: the sign-in start is rate limited per address.
      const visitor = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { 'x-forwarded-for': `198.18.${process.pid % 250}.${index + 1}` },
      })
      try {
        const start = await visitor.get(href, { maxRedirects: 0 })
        expect(start.status(), href).toBe(302)
        const to = new URL(start.headers().location ?? '', site)
        // Back on this site means /login?error=…: the provider is not there.
        expect(to.origin, `${href} → ${to.href}`).not.toBe(site)
        expect(to.searchParams.get('error'), `${href} → ${to.href}`).toBeNull()
      } finally {
        await visitor.dispose()
      }
    }
  })
})
