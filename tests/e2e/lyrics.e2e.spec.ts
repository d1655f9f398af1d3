import { expect, test, type Page } from '@playwright/test'

import { lexicalFromBlocks } from '../../src/seed/lexical'
import { ADMIN, cmsInPage, unique, readerHtml, axeScan } from './helpers'

// A click's client-side navigation may wait for the server to render the page first.
const NAVIGATION = { timeout: 30_000 }

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }


const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')

/** Lists show 9 analyses a page. */
const PER_PAGE = 9

const cards = (page: Page) => page.getByRole('main').getByRole('article')
const cardTitles = async (page: Page) => (await cards(page).getByRole('heading').allTextContents()).map((t) => t.trim())
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Pagination' })

test.describe('a reader of the lyrics analyses', () => {
  test('sees each analysis with its verdict, and pages through them', async ({ page }) => {
    // The creator publishes a page's worth of analyses dated long ago, so that the list has a
    // second page however few the seed holds (and the newest analysis stays the seed's own).
    await page.goto('/lyrics-analysis')
    const cms = cmsInPage(page)
    expect((await cms('POST', '/cms-api/users/login', ADMIN)).status).toBe(200)
    const made: { id: number; title: string }[] = []
    try {
      for (let day = 1; day <= PER_PAGE; day++) {
        const title = unique('Old lyrics analysis')
        const { status, json } = await cms<{ doc: { id: number } }>('POST', '/cms-api/lyrics-analyses', {
          title,
          slug: slugOf(title),
          quote: 'A line quoted by the lyrics test.',
          summary: 'Written by the lyrics test.',
          content: lexicalFromBlocks(['A paragraph written by the lyrics test.']),
          verdict: 'Biblically Redeemable',
          publishedAt: new Date(Date.UTC(2001, 0, day)).toISOString(),
          _status: 'published',
        })
        expect(status).toBe(201)
        made.push({ id: json.doc.id, title })
      }
      // Signed out again, the list is what any visitor sees.
      await cms('POST', '/cms-api/users/logout')

      await page.goto('/lyrics-analysis')
      await expect(page.getByRole('heading', { level: 1, name: 'Lyrics Analysis' })).toBeVisible()
      await expect(page.getByRole('complementary', { name: 'Disclaimer' })).toBeVisible()
      const firstPage = await cardTitles(page)
      expect(firstPage).toHaveLength(PER_PAGE)
      for (const card of await cards(page).all()) await expect(card.locator('[data-tone]')).toHaveCount(1)
      await expect(pagination(page).getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page')

      await pagination(page).getByRole('link', { name: 'Page 2', exact: true }).click()
      await expect(page).toHaveURL(/\/lyrics-analysis\/page\/2$/, NAVIGATION)
      await expect(pagination(page).getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page')
      await expect(cards(page).first()).toBeVisible()
      const secondPage = await cardTitles(page)
      expect(secondPage).not.toContain(firstPage[0])
      // The oldest analysis of all is the one dated first.
      expect(secondPage.at(-1)).toBe(made[0].title)

      await pagination(page).getByRole('link', { name: 'Previous' }).click()
      await expect(page).toHaveURL(/\/lyrics-analysis$/, NAVIGATION)
      await expect(pagination(page).getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page')
    } finally {
      await cms('POST', '/cms-api/users/login', ADMIN)
      for (const { id } of made) await cms('DELETE', `/cms-api/lyrics-analyses/${id}`)
      await cms('POST', '/cms-api/users/logout')
    }
  })

  test('finds one address per page and a 404 past the end', async ({ request }) => {
    const first = await request.get('/lyrics-analysis/page/1', { maxRedirects: 0 })
    expect([301, 308]).toContain(first.status())
    // One Location header (a redirect thrown while rendering sent two).
    expect(first.headersArray().filter(({ name }) => name.toLowerCase() === 'location').map(({ value }) => value)).toEqual(['/lyrics-analysis'])
    expect((await request.get('/lyrics-analysis/page/not-a-number')).status()).toBe(404)
    expect((await request.get('/lyrics-analysis/page/99999')).status()).toBe(404)
  })

  test('opens an analysis from its card and goes back to the list', async ({ page }) => {
    await page.goto('/lyrics-analysis')
    const title = (await cardTitles(page))[0]
    await cards(page).getByRole('link', { name: title }).click()
    await expect(page).toHaveURL(/\/lyrics-analysis\/[a-z0-9-]+$/, NAVIGATION)
    const article = page.getByRole('main').getByRole('article')
    await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(article.locator('[data-tone]')).toHaveCount(1)
    await expect(article.getByText(/\d+ min read/)).toBeVisible()
    await expect(article.locator('.prose-content')).not.toBeEmpty()
    await expect(page.getByRole('complementary', { name: 'Disclaimer' })).toBeVisible()
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)
    expect(jsonLd).toMatchObject({ '@type': 'Review', headline: title })

    await page.getByRole('link', { name: 'Back to Lyrics Analysis' }).click()
    await expect(page).toHaveURL(/\/lyrics-analysis$/, NAVIGATION)
  })

  test('an unknown analysis answers 404 with its message and a way back', async ({ page }) => {
    const response = await page.goto('/lyrics-analysis/no-such-analysis')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Analysis not found' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Lyrics Analysis' })).toHaveAttribute('href', '/lyrics-analysis')
  })

  test('the list and an analysis arrive with their content before any JavaScript', async ({ request }) => {
    const html = await readerHtml(await request.get('/lyrics-analysis'))
    const links = [...html.matchAll(/<a[^>]+href="(\/lyrics-analysis\/[a-z0-9-]+)"/g)].map((m) => m[1]).filter((href) => !href.includes('/page/'))
    expect(links.length).toBeGreaterThan(0)
    expect(html).toContain('<article')

    const detail = await (await request.get(links[0])).text()
    expect(detail).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
    expect(detail).toContain('class="prose-content')
  })
})

test.describe('accessibility', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`axe finds no violations on the lyrics pages (${label})`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto('/lyrics-analysis')
      const detail = (await cards(page).first().getByRole('link').getAttribute('href'))!
      for (const path of ['/lyrics-analysis', detail, '/lyrics-analysis/no-such-analysis']) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        // The dev server's overlay is not part of the site.
        const { violations } = await axeScan(page)
        expect(violations.map((v) => `${path}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
      }
    })
  }
})
