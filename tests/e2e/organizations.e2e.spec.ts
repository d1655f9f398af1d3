import { expect, test, type Locator, type Page } from '@playwright/test'
import { readerHtml, axeScan } from './helpers'

// A click's client-side navigation may wait for the server to render the view first.
const NAVIGATION = { timeout: 30_000 }

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

const EMPTY_TEXT = 'No organizations found. Try adjusting your filters or search query'

// The seeded demo organizations are read from the page, never by their texts.
const cards = (page: Page) => page.getByRole('main').getByRole('article')
const cardNames = async (page: Page) => (await cards(page).getByRole('heading').allTextContents()).map((t) => t.trim())
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search organizations' })
const categoryTabs = (page: Page) => page.getByRole('navigation', { name: 'Categories' })
const tab = (page: Page, name: string) => categoryTabs(page).getByRole('link', { name, exact: true })
const browseByTag = (page: Page) => page.getByRole('region', { name: 'Browse by Tag' })
const tagToggle = (page: Page, name: string) => browseByTag(page).getByRole('button', { name, exact: true })
const clearFilters = (page: Page) => page.getByRole('button', { name: 'Clear Filters' })

/**
 * A card with tags: the demo organizations all have some, while other browser tests running at
 * the same time may publish a bare one (it would then be the newest, first card).
 */
const taggedCard = (page: Page) => cards(page).filter({ has: page.getByRole('list', { name: 'Tags' }) }).first()
const cardName = async (card: Locator) => ((await card.getByRole('heading').textContent()) ?? '').trim()

/** A card's category: the first of its badges. */
const cardCategory = async (card: Locator) => ((await card.locator('[data-tone]').first().textContent()) ?? '').trim()

/** The filters in the address now. */
const filters = (page: Page) => {
  const params = new URL(page.url()).searchParams
  return { q: params.get('q'), category: params.get('category'), tag: params.get('tag') }
}

/** The new view has replaced the placeholders. */
const settled = async (page: Page) => expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0, NAVIGATION)

const waitForFilters = async (page: Page, expected: ReturnType<typeof filters>) => {
  await expect.poll(() => filters(page), NAVIGATION).toEqual(expected)
  await settled(page)
}

test.describe('a reader filtering the organizations', () => {
  test('combines search, category and tag, toggles the tag off and clears everything', async ({ page }) => {
    await page.goto('/organizations')
    await expect(page.getByRole('heading', { level: 1, name: 'Organizations' })).toBeVisible()
    await expect(tab(page, 'All')).toHaveAttribute('aria-current', 'page')
    await expect(clearFilters(page)).toBeDisabled()
    const everything = await cardNames(page)
    expect(everything.length).toBeGreaterThan(1)

    // The first card decides the filters, so the narrowed list still holds it.
    const first = taggedCard(page)
    const name = await cardName(first)
    const category = await cardCategory(first)
    const tag = ((await first.getByRole('list', { name: 'Tags' }).getByRole('listitem').first().textContent()) ?? '').trim()
    const word = name.split(/\s+/)[0].toLowerCase()

    await tab(page, category).click()
    await waitForFilters(page, { q: null, category, tag: null })
    await expect(tab(page, category)).toHaveAttribute('aria-current', 'page')
    await expect(tab(page, 'All')).not.toHaveAttribute('aria-current', 'page')
    const inCategory = await cardNames(page)
    expect(inCategory).toContain(name)
    expect(inCategory.length).toBeLessThanOrEqual(everything.length)
    for (const card of await cards(page).all()) expect(await cardCategory(card)).toBe(category)

    await tagToggle(page, tag).click()
    await waitForFilters(page, { q: null, category, tag })
    await expect(tagToggle(page, tag)).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('button', { name: `${tag} (remove tag filter)` })).toBeVisible()
    const withTag = await cardNames(page)
    expect(withTag).toContain(name)
    expect(withTag.every((n) => inCategory.includes(n))).toBe(true)

    // Search is case-insensitive: the first word of the name, in lower case.
    await searchBox(page).fill(word)
    await waitForFilters(page, { q: word, category, tag })
    const all3 = await cardNames(page)
    expect(all3).toContain(name)
    expect(all3.every((n) => withTag.includes(n))).toBe(true)

    // A word no organization has: the empty text.
    await searchBox(page).fill('qzxv-no-organization-has-this')
    await waitForFilters(page, { q: 'qzxv-no-organization-has-this', category, tag })
    await expect(page.getByText(EMPTY_TEXT)).toBeVisible()
    await expect(cards(page)).toHaveCount(0)
    await searchBox(page).fill(word)
    await waitForFilters(page, { q: word, category, tag })

    // Choosing the active tag again clears only the tag.
    await tagToggle(page, tag).click()
    await waitForFilters(page, { q: word, category, tag: null })
    await expect(tagToggle(page, tag)).toHaveAttribute('aria-pressed', 'false')
    await expect(page.getByRole('button', { name: `${tag} (remove tag filter)` })).toHaveCount(0)

    await clearFilters(page).click()
    await expect(page).toHaveURL(/\/organizations$/, NAVIGATION)
    await settled(page)
    await expect(searchBox(page)).toHaveValue('')
    await expect(tab(page, 'All')).toHaveAttribute('aria-current', 'page')
    await expect(clearFilters(page)).toBeDisabled()
    expect(await cardNames(page)).toEqual(everything)
  })

  test('keeps the view on reload and through back and forward', async ({ page }) => {
    await page.goto('/organizations')
    const everything = await cardNames(page)
    const first = taggedCard(page)
    const category = await cardCategory(first)
    const tag = ((await first.getByRole('list', { name: 'Tags' }).getByRole('listitem').first().textContent()) ?? '').trim()

    await tab(page, category).click()
    await waitForFilters(page, { q: null, category, tag: null })
    const inCategory = await cardNames(page)
    await tagToggle(page, tag).click()
    await waitForFilters(page, { q: null, category, tag })
    const filtered = await cardNames(page)
    expect(filtered.length).toBeGreaterThan(0)

    await page.reload()
    await settled(page)
    expect(filters(page)).toEqual({ q: null, category, tag })
    expect(await cardNames(page)).toEqual(filtered)
    await expect(tab(page, category)).toHaveAttribute('aria-current', 'page')
    await expect(tagToggle(page, tag)).toHaveAttribute('aria-pressed', 'true')

    // The address changes first; the view it names follows.
    await page.goBack()
    await waitForFilters(page, { q: null, category, tag: null })
    await expect.poll(() => cardNames(page), NAVIGATION).toEqual(inCategory)
    await expect(tagToggle(page, tag)).toHaveAttribute('aria-pressed', 'false')

    await page.goBack()
    await expect(page).toHaveURL(/\/organizations$/, NAVIGATION)
    await expect.poll(() => cardNames(page), NAVIGATION).toEqual(everything)
    await expect(tab(page, 'All')).toHaveAttribute('aria-current', 'page')

    await page.goForward()
    await waitForFilters(page, { q: null, category, tag: null })
    await expect.poll(() => cardNames(page), NAVIGATION).toEqual(inCategory)
    await expect(tab(page, category)).toHaveAttribute('aria-current', 'page')
  })

  test('filters without JavaScript too', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
    const page = await context.newPage()
    try {
      await page.goto('/organizations')
      const tag = ((await browseByTag(page).getByRole('button').first().textContent()) ?? '').trim()
      // Each control is a plain form or link: the browser loads the filtered page.
      await tagToggle(page, tag).click()
      await page.waitForURL((url) => url.searchParams.get('tag') === tag, NAVIGATION)
      await expect(tagToggle(page, tag)).toHaveAttribute('aria-pressed', 'true')
      expect(await cards(page).count()).toBeGreaterThan(0)

      await searchBox(page).fill('qzxv-no-organization-has-this')
      await searchBox(page).press('Enter')
      await page.waitForURL((url) => url.searchParams.has('q'), NAVIGATION)
      expect(filters(page)).toEqual({ q: 'qzxv-no-organization-has-this', category: null, tag })
      await expect(page.getByText(EMPTY_TEXT)).toBeVisible()
    } finally {
      await context.close()
    }
  })

  test('the list arrives with its cards in the HTML, before any JavaScript runs', async ({ page }) => {
    const response = await page.request.get('/organizations')
    expect(response.status()).toBe(200)
    const html = await readerHtml(response)
    const links = [...html.matchAll(/<h2[^>]*><a[^>]*href="\/organizations\/([a-z0-9-]+)"[^>]*>([^<]+)<\/a><\/h2>/g)]
    expect(links.length).toBeGreaterThan(1)
    expect(html).toContain('Read Analysis')
    expect(html).toContain('Browse by Tag')

    // A filtered address is server-rendered too.
    const filtered = await (await page.request.get('/organizations?category=no-such-category')).text()
    expect(filtered).toContain(EMPTY_TEXT)
    expect(filtered).not.toMatch(/<h2[^>]*><a[^>]*href="\/organizations\/[a-z0-9-]+"/)
  })
})

test.describe('an organization page', () => {
  test('opens from a card and shows the analysis with its sections', async ({ page }) => {
    await page.goto('/organizations')
    const name = await cardName(taggedCard(page))
    await taggedCard(page).getByRole('link', { name }).click()
    await expect(page).toHaveURL(/\/organizations\/[a-z0-9-]+$/, NAVIGATION)

    const article = page.getByRole('main').getByRole('article')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(article.getByText(/^\d+ min read$/)).toBeVisible()
    for (const section of ['Spiritual Concerns', 'Scripture References', 'Verdict']) {
      await expect(article.getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible()
    }
    // The stored line markup became real headings and lists beyond the fixed sections.
    expect(await article.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(3)
    expect(await article.getByRole('list').count()).toBeGreaterThan(1)
    await expect(article.getByRole('complementary', { name: 'Disclaimer' })).toBeVisible()
    expect(await page.locator('script[type="application/ld+json"]').first().textContent()).toContain('"@type":"Review"')

    await article.getByRole('link', { name: 'Back to Organizations' }).click()
    await expect(page).toHaveURL(/\/organizations$/, NAVIGATION)
  })

  test('lists Sources only when the organization has some', async ({ page }) => {
    const html = await readerHtml(await page.request.get('/organizations'))
    const slugs = [...new Set([...html.matchAll(/href="\/organizations\/([a-z0-9-]+)"/g)].map((m) => m[1]))]
    const withSources: boolean[] = []
    for (const slug of slugs) {
      const detail = await page.request.get(`/organizations/${slug}`)
      expect(detail.status()).toBe(200)
      withSources.push((await detail.text()).includes('id="sources"'))
    }
    // The demo content has both kinds.
    expect(withSources).toContain(true)
    expect(withSources).toContain(false)
  })

  test('an unknown slug answers 404 with "Organization Not Found"', async ({ page }) => {
    const response = await page.goto('/organizations/no-such-organization-here')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Organization Not Found' })).toBeVisible()
    await expect(page.getByText("The organization you're looking for could not be found.")).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Back to Organizations' }).click()
    await expect(page).toHaveURL(/\/organizations$/, NAVIGATION)
  })
})

test.describe('accessibility', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`axe finds no violations on the list, a filtered list and a detail (${label})`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto('/organizations')
      const detail = (await cards(page).first().getByRole('heading').getByRole('link').getAttribute('href'))!
      const tag = ((await browseByTag(page).getByRole('button').first().textContent()) ?? '').trim()
      for (const path of ['/organizations', `/organizations?tag=${encodeURIComponent(tag)}`, detail]) {
        await page.goto(path)
        await settled(page)
        // The dev server's overlay is not part of the site.
        const { violations } = await axeScan(page)
        expect(violations.map((v) => `${path}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
      }
    })
  }
})
