import { expect, test } from '@playwright/test'

import { readerHtml } from './helpers'

/**
 * Every kind of missing address answers 404 with the whole site page in its HTML (header, the
 * section's message and its way on, footer), before and without any script: a reader whose
 * JavaScript is off or still loading sees the page, not a blank one.
 */
const MISSING = [
  { path: '/no-such-page-here', title: '404 Page Not Found', link: '/' },
  { path: '/blog/no-such-post-here', title: 'Post not found', link: '/blog' },
  { path: '/blog/page/99999', title: '404 Page Not Found', link: '/' },
  { path: '/category/no-such-category', title: '404 Page Not Found', link: '/' },
  { path: '/tag/no-such-tag', title: '404 Page Not Found', link: '/' },
  { path: '/organizations/no-such-organization', title: 'Organization Not Found', link: '/organizations' },
  { path: '/music-analysis/no-such-song', title: 'Analysis Not Found', link: '/music-analysis' },
  { path: '/lyrics-analysis/no-such-song', title: 'Analysis not found', link: '/lyrics-analysis' },
  { path: '/media/no-such-item', title: 'Media item not found', link: '/media' },
  { path: '/playlists/no-such-playlist', title: 'Playlist not found', link: '/playlists' },
  { path: '/reading-club/no-such-book', title: 'Book not found', link: '/reading-club' },
  { path: '/blog/%FF', title: '404 Page Not Found', link: '/' },
]

test('a missing address of every kind is a 404 whose HTML holds the whole page before any script', async ({ request }) => {
  for (const { path, title, link } of MISSING) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(404)
    expect(res.headers()['content-type'], path).toMatch(/^text\/html/)
    const html = await readerHtml(res)
    expect(html, path).toMatch(/<html lang="en"/)
    expect(html, path).toMatch(/<header[\s>]/)
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`))
    expect(html, path).toContain(`href="${link}"`)
    expect(html, path).toMatch(/<footer[\s>]/)
    expect(html, path).toContain('<meta name="robots" content="noindex"/>')
  }
})

test('with JavaScript off, a reader sees the section’s not-found page and follows its link', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  const response = await page.goto('/organizations/no-such-organization')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle(/^Organization Not Found \| /)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Organization Not Found')
  await expect(page.getByText("The organization you're looking for could not be found.")).toBeVisible()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await page.getByRole('link', { name: 'Back to Organizations' }).click()
  await expect(page).toHaveURL(/\/organizations$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await context.close()
})

test('with JavaScript on, the same page leads back into the site', async ({ page }) => {
  const response = await page.goto('/blog/no-such-post-here')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post not found')
  await page.getByRole('link', { name: 'Back to the blog' }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
