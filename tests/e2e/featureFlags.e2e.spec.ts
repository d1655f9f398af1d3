import { expect, test, type APIRequestContext } from '@playwright/test'

import { adminApi, readerHtml, saveSiteSettings } from './helpers'

/**
 * Switching organization and lyrics analysis off in the site settings (DECISIONS.md): their
 * links disappear from the header and footer, and their pages, API and sitemap entries answer
 * as if they did not exist, until they are switched back on. This file changes a setting every
 * page reads, so it runs alone after the other browser tests (playwright.config.ts).
 */

/** Saves the two flags, then asks for the home page until it is rendered with them. */
const setFeatures = (api: APIRequestContext, on: boolean) =>
  saveSiteSettings(api, { features: { organizationAnalysis: on, lyricsAnalysis: on } }, async () => (await readerHtml(await api.get('/'))).includes('href="/lyrics-analysis"') === on)

test('a switched-off section loses its links, pages, API and sitemap entries, and comes back', async ({ page, playwright, baseURL }) => {
  const api = await adminApi(playwright, baseURL!)

  const [organization] = (await (await page.request.get('/api/organizations')).json()) as { slug: string }[]
  const { items: lyrics } = (await (await page.request.get('/api/lyrics-analysis')).json()) as { items: { slug: string }[] }
  const gone = ['/organizations', `/organizations/${organization.slug}`, '/lyrics-analysis', `/lyrics-analysis/${lyrics[0].slug}`]

  await setFeatures(api, false)
  try {
    for (const path of [...gone, '/api/organizations', '/api/lyrics-analysis']) {
      expect((await page.request.get(path)).status(), path).toBe(404)
    }
    await page.goto('/')
    const links = await page.locator('header a, footer a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(links).not.toContain('/organizations')
    expect(links).not.toContain('/lyrics-analysis')
    expect(links).toContain('/music-analysis')
    const sitemap = await (await page.request.get('/sitemap.xml')).text()
    expect(sitemap).not.toContain('/organizations')
    expect(sitemap).not.toContain('/lyrics-analysis')
  } finally {
    await setFeatures(api, true)
  }

  for (const path of gone) expect((await page.request.get(path)).status(), path).toBe(200)
  await page.goto('/')
  await expect(page.locator('footer').getByRole('link', { name: 'Lyrics Analysis' })).toBeVisible()
  await api.dispose()
})
