import { expect, test, type Page } from '@playwright/test'

import { readerHtml, axeScan } from './helpers'

// A click's client-side navigation may wait for the server to render the page first.
const NAVIGATION = { timeout: 30_000 }

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

const cards = (page: Page) => page.getByRole('main').getByRole('article')
const cardTitles = async (page: Page) => (await cards(page).getByRole('heading').allTextContents()).map((t) => t.trim())
/** A card's badges: its category, then its verdict. */
const badges = async (page: Page, index: 0 | 1) =>
  (await cards(page).all()).map(async (card) => (await card.locator('[data-tone]').nth(index).textContent())?.trim())
const categoriesShown = async (page: Page) => Promise.all(await badges(page, 0))
const verdictsShown = async (page: Page) => Promise.all(await badges(page, 1))

const param = (page: Page, key: string) => new URL(page.url()).searchParams.get(key)
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Media categories' })
const verdictSelect = (page: Page) => page.getByRole('combobox', { name: 'Verdict' })
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search media' })
const emptyText = (page: Page) => page.getByText('No media found matching your criteria.', { exact: true })

/** The cards once a filter change has been rendered (no skeletons left). */
const settled = async (page: Page) => {
  await expect(page.getByTestId('card-skeletons')).toHaveCount(0, NAVIGATION)
  await expect(cards(page).first().or(emptyText(page))).toBeVisible()
}

test.describe('the media library', () => {
  test('filters by search, verdict and category through the address, and clears them', async ({ page }) => {
    await page.goto('/media')
    await expect(page.getByRole('heading', { level: 1, name: 'Media Library' })).toBeVisible()
    const everything = await cardTitles(page)
    expect(everything.length).toBeGreaterThan(1)
    await expect(tabs(page).getByRole('link', { name: 'All', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(verdictSelect(page)).toHaveValue('')

    // Search: a word that names nothing empties the list; clearing the box brings everything back.
    await searchBox(page).fill('qzxv-nothing-matches')
    await expect.poll(() => param(page, 'q'), NAVIGATION).toBe('qzxv-nothing-matches')
    await expect(emptyText(page)).toBeVisible(NAVIGATION)
    await expect(cards(page)).toHaveCount(0)
    await searchBox(page).fill('')
    await expect(page).toHaveURL(/\/media$/, NAVIGATION)
    await settled(page)
    expect(await cardTitles(page)).toEqual(everything)

    // Searching for a card's title finds that card.
    const title = everything[0]
    await searchBox(page).fill(title)
    await expect.poll(() => param(page, 'q'), NAVIGATION).toBe(title)
    await settled(page)
    expect(await cardTitles(page)).toContain(title)

    // Category tab, then the verdict of a card in it: the two combine.
    await page.goto('/media')
    await tabs(page).getByRole('link', { name: 'Movies', exact: true }).click()
    await expect.poll(() => param(page, 'category'), NAVIGATION).toBe('Movies')
    await settled(page)
    await expect(tabs(page).getByRole('link', { name: 'Movies', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(tabs(page).getByRole('link', { name: 'All', exact: true })).not.toHaveAttribute('aria-current', 'page')
    const movies = await categoriesShown(page)
    expect(movies.length).toBeGreaterThan(0)
    expect(new Set(movies)).toEqual(new Set(['Movies']))
    const verdict = (await verdictsShown(page))[0]!

    await verdictSelect(page).selectOption(verdict)
    await expect.poll(() => param(page, 'verdict'), NAVIGATION).toBe(verdict)
    expect(param(page, 'category')).toBe('Movies')
    await settled(page)
    expect(new Set(await categoriesShown(page))).toEqual(new Set(['Movies']))
    expect(new Set(await verdictsShown(page))).toEqual(new Set([verdict]))
    const combined = await cardTitles(page)

    // "All" clears the category and keeps the verdict.
    await tabs(page).getByRole('link', { name: 'All', exact: true }).click()
    await expect.poll(() => param(page, 'category'), NAVIGATION).toBeNull()
    expect(param(page, 'verdict')).toBe(verdict)
    await settled(page)
    expect(new Set(await verdictsShown(page))).toEqual(new Set([verdict]))

    // Back returns to the combined view, as it was.
    await page.goBack()
    await expect.poll(() => param(page, 'category'), NAVIGATION).toBe('Movies')
    await settled(page)
    expect(await cardTitles(page)).toEqual(combined)
    await expect(verdictSelect(page)).toHaveValue(verdict)

    // "All verdicts" and "All" together leave the plain address and every card.
    await verdictSelect(page).selectOption('')
    await expect.poll(() => param(page, 'verdict'), NAVIGATION).toBeNull()
    await tabs(page).getByRole('link', { name: 'All', exact: true }).click()
    await expect(page).toHaveURL(/\/media$/, NAVIGATION)
    await settled(page)
    expect(await cardTitles(page)).toEqual(everything)
  })

  test('a shared filtered address opens filtered; an unknown verdict shows the empty text', async ({ page }) => {
    await page.goto('/media?category=Sermons')
    await expect(tabs(page).getByRole('link', { name: 'Sermons', exact: true })).toHaveAttribute('aria-current', 'page')
    expect(new Set(await categoriesShown(page))).toEqual(new Set(['Sermons']))

    const response = await page.goto('/media?verdict=No+Such+Verdict')
    expect(response?.status()).toBe(200)
    await expect(emptyText(page)).toBeVisible()
    await expect(cards(page)).toHaveCount(0)
  })

  test('the disclaimer starts collapsed and opens', async ({ page }) => {
    await page.goto('/media')
    const disclaimer = page.getByRole('main').locator('details')
    await expect(disclaimer).not.toHaveAttribute('open')
    const text = disclaimer.locator('p')
    await expect(text).toBeHidden()
    await disclaimer.getByText('Disclaimer', { exact: true }).click()
    await expect(disclaimer).toHaveAttribute('open')
    await expect(text).toBeVisible()
    expect((await text.textContent())!.trim().length).toBeGreaterThan(0)
  })

  test('a card opens its media item, whose external link opens safely', async ({ page }) => {
    await page.goto('/media')
    const title = (await cardTitles(page))[0]
    await cards(page).getByRole('link', { name: title }).click()
    await expect(page).toHaveURL(/\/media\/[a-z0-9-]+$/, NAVIGATION)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Spiritual Takeaway' })).toBeVisible()
    await expect(page.getByRole('complementary', { name: 'Disclaimer' })).toBeVisible()

    const external = page.getByRole('link', { name: /external site/ })
    if ((await external.count()) > 0) {
      await expect(external).toHaveAttribute('target', '_blank')
      await expect(external).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(external).toHaveAttribute('href', /^https?:\/\//)
    }
    // The structured data names what was reviewed.
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)
    expect(jsonLd).toMatchObject({ '@type': 'Review', itemReviewed: { name: title } })

    await page.getByRole('link', { name: 'Back to the Media Library' }).click()
    await expect(page).toHaveURL(/\/media$/, NAVIGATION)
  })

  test('an unknown media item answers 404 with its message and a way back', async ({ page }) => {
    const response = await page.goto('/media/no-such-media-item')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Media item not found' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to the Media Library' })).toHaveAttribute('href', '/media')
  })

  test('the list and a filtered list arrive with their cards before any JavaScript', async ({ request }) => {
    const html = await readerHtml(await request.get('/media'))
    const links = [...html.matchAll(/<a[^>]+href="(\/media\/[a-z0-9-]+)"/g)].map((m) => m[1])
    expect(links.length).toBeGreaterThan(1)
    expect(html).toContain('<article')

    const filtered = await request.get('/media?category=Movies')
    expect(filtered.status()).toBe(200)
    const body = await filtered.text()
    expect(body).toMatch(/<article/)
    expect(body).toMatch(/<a[^>]+aria-current="page"[^>]*>Movies<\/a>/)

    const detail = await (await request.get(links[0])).text()
    expect(detail).toContain('Spiritual Takeaway')
  })

  test('without JavaScript the search and the verdict still filter', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    try {
      await page.goto('/media')
      await searchBox(page).fill('qzxv-nothing-matches')
      await searchBox(page).press('Enter')
      await expect(page).toHaveURL(/\?q=qzxv-nothing-matches$/, NAVIGATION)
      await expect(emptyText(page)).toBeVisible()

      await page.goto('/media?category=Songs')
      await verdictSelect(page).selectOption({ index: 1 })
      const verdict = await verdictSelect(page).inputValue()
      await page.getByRole('button', { name: 'Apply' }).click()
      await expect.poll(() => param(page, 'verdict'), NAVIGATION).toBe(verdict)
      expect(param(page, 'category')).toBe('Songs')
      await expect(verdictSelect(page)).toHaveValue(verdict)
    } finally {
      await context.close()
    }
  })
})

test.describe('accessibility', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`axe finds no violations on the media pages (${label})`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto('/media')
      const detail = (await cards(page).first().getByRole('link').getAttribute('href'))!
      for (const path of ['/media', '/media?category=Movies', '/media?q=qzxv-nothing-matches', detail, '/media/no-such-media-item']) {
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        // The dev server's overlay is not part of the site.
        const { violations } = await axeScan(page)
        expect(violations.map((v) => `${path}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
      }
    })
  }
})
