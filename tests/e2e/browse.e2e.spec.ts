import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { lexicalFromBlocks } from '../../src/seed/lexical'
import { ADMIN, cmsInPage, unique, readerHtml, axeScan } from './helpers'

// A click's client-side navigation may wait for the server to render the page first.
const NAVIGATION = { timeout: 30_000 }

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }


const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')

/** The cards of the page's main list (the sidebar lists posts too, but not as articles). */
const cards = (page: Page) => page.getByRole('main').getByRole('article')

const cardTitles = async (page: Page) => (await cards(page).getByRole('heading').allTextContents()).map((t) => t.trim())

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' })

/** The per-visitor header links load after the page: wait until they have settled. */
const accountLinksSettled = (page: Page) =>
  expect(page.getByRole('banner').locator('a[href="/login"], a[href="/dashboard"]').first()).toBeAttached()

/** The first category that has posts, as the sidebar lists it. */
const firstCategoryWithPosts = async (page: Page) => {
  const links = sidebar(page).getByRole('region', { name: 'Categories' }).getByRole('link')
  await expect(links.first()).toBeVisible()
  for (const link of await links.all()) {
    if ((await link.textContent())?.includes('No posts found')) continue
    const name = (await link.locator('span').first().textContent())!.trim()
    const href = (await link.getAttribute('href'))!
    return { name, href, link }
  }
  throw new Error('No category has posts')
}

test.describe('a visitor browsing the articles', () => {
  test('pages through the blog with the pagination links', async ({ page }) => {
    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
    const pagination = page.getByRole('navigation', { name: 'Pagination' })
    await expect(pagination.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page')
    const firstPage = await cardTitles(page)
    expect(firstPage).toHaveLength(9)

    await pagination.getByRole('link', { name: 'Page 2', exact: true }).click()
    await expect(page).toHaveURL(/\/blog\/page\/2$/, NAVIGATION)
    await expect(pagination.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(cards(page).first()).toBeVisible()
    // Older posts: even if another test publishes meanwhile, the newest cannot be on page 2.
    expect(await cardTitles(page)).not.toContain(firstPage[0])

    await pagination.getByRole('link', { name: 'Previous' }).click()
    await expect(page).toHaveURL(/\/blog$/, NAVIGATION)
    await expect(pagination.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page')
  })

  test('finds one address per page and a 404 past the end', async ({ page, request }) => {
    const first = await request.get('/blog/page/1', { maxRedirects: 0 })
    expect([301, 308]).toContain(first.status())
    // One Location header (a redirect thrown while rendering sent two).
    expect(first.headersArray().filter(({ name }) => name.toLowerCase() === 'location').map(({ value }) => value)).toEqual(['/blog'])
    expect((await request.get('/blog/page/not-a-number')).status()).toBe(404)
    expect((await request.get('/blog/page/99999')).status()).toBe(404)
    expect((await request.get('/category/no-such-category')).status()).toBe(404)
    expect((await request.get('/tag/no-such-tag')).status()).toBe(404)

    const response = await page.goto('/blog/page/99999')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
  })

  test('filters by category from the sidebar', async ({ page }) => {
    await page.goto('/blog')
    const category = await firstCategoryWithPosts(page)
    await category.link.click()
    await expect(page).toHaveURL(new RegExp(`${category.href}$`), NAVIGATION)
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible()
    const count = await cards(page).count()
    expect(count).toBeGreaterThan(0)
    for (const card of await cards(page).all()) await expect(card).toContainText(category.name)
  })

  test('filters by tag', async ({ page }) => {
    // The creator makes a tag and two posts through Payload's REST API, signed in inside the
    // browser (the session lives only in the HttpOnly cookie).
    await page.goto('/blog')
    const cms = cmsInPage(page)
    expect((await cms('POST', '/cms-api/users/login', ADMIN)).status).toBe(200)
    const tagName = unique('Tag e2e')
    const tag = (await cms<{ doc: { id: number; slug: string } }>('POST', '/cms-api/tags', { name: tagName, slug: slugOf(tagName) })).json.doc
    const { docs: categories } = (await cms<{ docs: { id: number }[] }>('GET', '/cms-api/categories?limit=1')).json
    const createPost = async (title: string, tags: number[]) => {
      const { status, json } = await cms<{ doc: { id: number } }>('POST', '/cms-api/posts', {
        title,
        slug: slugOf(title),
        summary: 'Written by the browsing test.',
        content: lexicalFromBlocks(['A paragraph written by the browsing test.']),
        category: categories[0].id,
        tags,
        _status: 'published',
      })
      expect(status).toBe(201)
      return json.doc
    }
    const tagged = unique('Tagged post')
    const untagged = unique('Untagged post')
    const posts = [await createPost(tagged, [tag.id]), await createPost(untagged, [])]
    // Signed out again, the page is what any visitor sees.
    await cms('POST', '/cms-api/users/logout')

    try {
      const response = await page.goto(`/tag/${tag.slug}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1, name: tagName })).toBeVisible()
      expect(await cardTitles(page)).toEqual([tagged])
      await cards(page).getByRole('link', { name: tagged }).click()
      await expect(page).toHaveURL(new RegExp(`/blog/${slugOf(tagged)}$`), NAVIGATION)
    } finally {
      await cms('POST', '/cms-api/users/login', ADMIN)
      for (const post of posts) await cms('DELETE', `/cms-api/posts/${post.id}`)
      await cms('DELETE', `/cms-api/tags/${tag.id}`)
    }
  })

  test('searches from the sidebar; a blank query goes nowhere', async ({ page }) => {
    await page.goto('/blog')
    const search = sidebar(page).getByRole('search')
    const box = search.getByRole('combobox', { name: 'Search articles' })
    await box.fill('   ')
    await box.press('Enter')
    await search.getByRole('button', { name: 'Search' }).click()
    await page.waitForTimeout(300)
    await expect(page).toHaveURL(/\/blog$/, NAVIGATION)

    await box.fill('  grace ')
    await search.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\/search\?q=grace$/, NAVIGATION)
  })
})

test.describe('the header menus', () => {
  test('the mobile menu opens and closes by keyboard and by tapping outside', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Menu' })
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(menu).toBeHidden()

    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(menu).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()

    await page.keyboard.press('Space')
    await expect(menu).toBeVisible()
    // The open panel covers the page below the header: tap the header's empty left edge.
    await page.mouse.click(5, 30)
    await expect(menu).toBeHidden()

    // Every header link is in it, the topics and the discernment pages in sections under the
    // desktop's headings (Search is beside the Menu button).
    await toggle.click()
    await menu.getByRole('button', { name: 'Categories' }).click()
    await expect(menu.getByRole('list', { name: 'Categories' }).getByRole('link')).not.toHaveCount(0)
    await menu.getByRole('button', { name: 'Discernment' }).click()
    for (const name of ['Blog', 'Organizations', 'Music Analysis', 'Media Library', 'Playlists', 'Podcast', 'Reading Plans', 'About', 'Contact']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await menu.getByRole('link', { name: 'Blog', exact: true }).click()
    await expect(page).toHaveURL(/\/blog$/, NAVIGATION)
    await expect(menu).toBeHidden()
  })

  test('a dropdown opens by keyboard, closes on Escape and outside clicks, and its links work', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const toggle = nav.getByRole('button', { name: 'Categories' })
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
    await expect(panel).toBeHidden()

    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).toBeVisible()
    await page.keyboard.press('Tab')
    const firstLink = panel.getByRole('link').first()
    await expect(firstLink).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(toggle).toBeFocused()

    // Opening the other dropdown by mouse closes this one (an outside click for it).
    await page.keyboard.press('Space')
    await expect(panel).toBeVisible()
    const other = nav.getByRole('button', { name: 'Discernment' })
    await other.click()
    await expect(panel).toBeHidden()
    await expect(other).toHaveAttribute('aria-expanded', 'true')
    await page.mouse.click(640, 30)
    await expect(other).toHaveAttribute('aria-expanded', 'false')

    await toggle.click()
    const name = (await firstLink.textContent())!.trim()
    await firstLink.press('Enter')
    await expect(page).toHaveURL(/\/category\/[a-z0-9-]+$/, NAVIGATION)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(panel).toBeHidden()
  })

  test('signed out shows Login and Sign up; a member gets Dashboard and Logout', async ({ page }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto('/')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
    await expect(header.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/login?mode=register')

    const email = `${unique('browse').replace(/\s/g, '-')}@example.test`
    const status = await page.evaluate(async (address) => {
      const res = await fetch('/api/auth/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: address, password: 'browse-test-password-7', firstName: 'Browse', lastName: 'Tester' }),
      })
      return res.status
    }, email)
    expect(status).toBeLessThan(300)
    await page.reload()
    await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard')
    const logout = header.getByRole('link', { name: 'Logout' })
    await expect(logout).toHaveAttribute('href', '/api/auth/logout')
    await logout.click()
    await expect(page.getByTestId('toast')).toContainText('Logged out')
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible()
    await page.reload()
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible()
  })
})

test.describe('the home page', () => {
  const escapeHtml = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')

  const latestTitles = async (request: APIRequestContext) => {
    const { items } = await (await request.get('/api/posts')).json()
    return (items as { title: string }[]).map((p) => p.title)
  }

  // Other test files publish posts while this runs: each check retries until both reads agree.
  test('its HTML holds the latest post titles before any JavaScript runs', async ({ request }) => {
    await expect(async () => {
      const titles = await latestTitles(request)
      expect(titles.length).toBeGreaterThan(0)
      const response = await request.get('/')
      expect(response.status()).toBe(200)
      const html = await readerHtml(response)
      expect(html).toContain('Latest Articles')
      for (const title of titles) expect(html).toContain(escapeHtml(title))
    }).toPass({ timeout: 20_000 })
  })

  test('shows the latest posts but not the hero again, with pagination to the rest of the blog', async ({ page, request }) => {
    await expect(async () => {
      await page.goto('/')
      const hero = (await (await request.get('/api/posts/featured')).json()) as { title: string }
      await expect(page.getByRole('region', { name: hero.title })).toBeVisible()
      expect(await cardTitles(page)).toEqual((await latestTitles(request)).filter((title) => title !== hero.title))
    }).toPass({ timeout: 20_000 })
    const pagination = page.getByRole('navigation', { name: 'Latest articles pages' })
    await pagination.getByRole('link', { name: 'Page 2', exact: true }).click()
    await expect(page).toHaveURL(/\/blog\/page\/2$/, NAVIGATION)
  })

  test('the newsletter sign-up sends nothing when blank and confirms a subscription', async ({ page }) => {
    await page.goto('/')
    const subscribeCalls: string[] = []
    page.on('request', (req) => {
      if (req.url().includes('/api/newsletter/subscribe')) subscribeCalls.push(req.method())
    })
    const form = page.getByRole('region', { name: 'Subscribe to the newsletter' })
    const email = form.getByRole('textbox', { name: 'Email address' })
    await email.fill('   ')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await page.waitForTimeout(300)
    expect(subscribeCalls).toEqual([])

    await email.fill(`${unique('reader').replace(/\s/g, '-')}@example.test`)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    const toast = page.getByTestId('toast')
    await expect(toast).toContainText('Subscription successful!')
    await expect(toast).toContainText('Thank you for subscribing to our newsletter.')
    await expect(email).toHaveValue('')
    expect(subscribeCalls).toEqual(['POST'])
  })

  test('shows where a newsletter e-mail link led', async ({ page }) => {
    await page.goto('/?newsletter=confirmed')
    await expect(page.getByRole('status').filter({ hasText: 'Your subscription is confirmed' })).toBeVisible()
    await page.goto('/?newsletter=invalid')
    await expect(page.getByRole('status').filter({ hasText: 'not valid' })).toBeVisible()
  })
})

test.describe('accessibility', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`axe finds no violations on the list pages (${label})`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto('/blog')
      const category = await firstCategoryWithPosts(page)
      for (const path of ['/', '/blog', category.href]) {
        await page.goto(path)
        await accountLinksSettled(page)
        // The dev server's overlay is not part of the site.
        const { violations } = await axeScan(page)
        expect(violations.map((v) => `${path}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
      }
    })
  }
})
