import { expect, test, type Locator, type Page } from '@playwright/test'

import { adminApi, axeFindings, publishedPost } from './helpers'

/**
 * Search as you type (issue 29), by keyboard alone: from two characters the search box (the
 * header's on a desktop, the search page's everywhere) suggests up to five pages in the combobox
 * pattern; the arrows choose, Enter opens the chosen one, Escape closes the list and then clears
 * the box; Enter without a choice opens the results page; typing asks once per pause and each text
 * once.
 */
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

const headerBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search the site' })
const pageBox = (page: Page) => page.getByRole('main').getByRole('combobox', { name: 'Search the site' })

/** The list a combobox controls. */
const listOf = async (page: Page, box: Locator) => page.locator(`[id="${await box.getAttribute('aria-controls')}"]`)

/** The last word of a post title from `publishedPost`: unique to this test run. */
const uniqueWord = (title: string) => title.split(' ').pop()!

test.describe('search suggestions', () => {
  test('type, arrow to a suggestion and open it with Enter (header box, desktop)', async ({ page, playwright, baseURL }) => {
    const api = await adminApi(playwright, baseURL!)
    const post = await publishedPost(api, 'suggestion')
    const word = uniqueWord(post.title)
    await page.setViewportSize(DESKTOP)
    await page.goto('/about')
    const box = headerBox(page)
    await box.focus()
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await expect(box).toHaveAttribute('aria-autocomplete', 'list')
    const list = await listOf(page, box)
    await expect(list).toHaveAttribute('role', 'listbox')

    // One character asks nothing.
    await page.keyboard.type(word.slice(0, 1))
    await expect(page.getByRole('banner').getByRole('status')).toHaveText('')
    await page.keyboard.type(word.slice(1))
    const option = list.getByRole('option', { name: new RegExp(post.title) })
    await expect(option).toBeVisible()
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    await expect(option).toContainText('Article')
    await expect(page.getByRole('banner').getByRole('status')).toHaveText('1 suggestion')
    await expect(box).not.toHaveAttribute('aria-activedescendant')

    // Down chooses it (focus stays in the box), down again goes back to the text, up comes round to it.
    await page.keyboard.press('ArrowDown')
    await expect(option).toHaveAttribute('aria-selected', 'true')
    await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!)
    await expect(box).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(option).toHaveAttribute('aria-selected', 'false')
    await expect(box).not.toHaveAttribute('aria-activedescendant')
    await page.keyboard.press('ArrowUp')
    await expect(option).toHaveAttribute('aria-selected', 'true')
    expect(await axeFindings(page, 'about, suggestions open (desktop)')).toEqual([])

    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`))
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
    await expect(headerBox(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('a Bible reference suggests its passage first (search page, phone)', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/search')
    const box = pageBox(page)
    await expect(box).toBeFocused()
    await page.keyboard.type('John 3:16')
    const list = await listOf(page, box)
    const first = list.getByRole('option').first()
    await expect(first).toContainText('John 3:16')
    await expect(first).toContainText('Bible passage')
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^[1-5] suggestions?$/)
    expect(await list.getByRole('option').count()).toBeLessThanOrEqual(5)
    expect(await axeFindings(page, 'search page, suggestions open (phone)')).toEqual([])
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/scripture\/john\/3\?v=16#v16$/)
  })

  test('Escape closes the list, a second Escape clears the box; Enter without a choice opens the results', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/search')
    const box = pageBox(page)
    await expect(box).toBeFocused()
    await page.keyboard.type('John 3')
    const list = await listOf(page, box)
    await expect(list).toBeVisible()

    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Escape')
    await expect(list).toBeHidden()
    await expect(box).toHaveAttribute('aria-expanded', 'false')
    await expect(box).not.toHaveAttribute('aria-activedescendant')
    await expect(box).toHaveValue('John 3')
    await page.keyboard.press('Escape')
    await expect(box).toHaveValue('')

    // The arrow brings the list back when there is something to show.
    await page.keyboard.type('John 3')
    await expect(list).toBeVisible()
    await page.keyboard.press('Escape')
    await page.keyboard.press('ArrowDown')
    await expect(list).toBeVisible()
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowUp')

    // Nothing chosen: Enter searches for the text.
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=John%203$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “John 3”')
  })

  test('typing asks once per pause, each text once', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    const asked: string[] = []
    page.on('request', (req) => {
      const url = new URL(req.url())
      if (url.pathname === '/api/search/suggest') asked.push(url.searchParams.get('q') ?? '')
    })
    await page.goto('/search')
    const box = pageBox(page)
    const list = await listOf(page, box)
    await box.pressSequentially('grace', { delay: 20 })
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/suggestion/)
    // Not one request per key ("gr", "gra", "grac", "grace"): the last text, and at most one before it.
    expect(asked.at(-1)).toBe('grace')
    expect(asked.length).toBeLessThanOrEqual(2)
    const count = asked.length

    // Typed again, the same text is answered from what the page kept.
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    await expect(box).toHaveValue('')
    await box.pressSequentially('grace', { delay: 20 })
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/suggestion/)
    await expect(list).toBeVisible()
    expect(asked.filter((q) => q === 'grace')).toHaveLength(1)
    expect(asked.length).toBeLessThanOrEqual(count + 1)
  })

  test('without JavaScript the header box is a plain search form', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: DESKTOP })
    const page = await context.newPage()
    await page.goto('/about')
    await headerBox(page).fill('grace')
    await headerBox(page).press('Enter')
    await expect(page).toHaveURL(/\/search\?q=grace$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “grace”')
    await context.close()
  })
})
