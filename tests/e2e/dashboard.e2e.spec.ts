import { expect, test, type Browser, type Page, type PlaywrightWorkerArgs } from '@playwright/test'

import { loopbackAddress, requestFrom } from './fromAddress'
import { adminApi, axeFindings, unique, publishedPost, type CreatedPost } from './helpers'

/**
 * A member's own pages, as people use them: a member saves two posts and comments on one, finds
 * them on /dashboard and /favorites, and unsaves one there; a visitor asking for either page
 * signs in first and lands on it; and both pages pass axe at phone and desktop size.
 */

// Against a dev server (E2E_BASE_URL), the account can be another: the dev seed's creator.

const PASSWORD = 'a-long-member-password-64'
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

type Playwright = PlaywrightWorkerArgs['playwright']

const main = (page: Page) => page.getByRole('main')
const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title })

/** Published posts of our own, made through the creator's CMS API (so their titles are known). */
const createPosts = async (playwright: Playwright, baseURL: string, count: number): Promise<CreatedPost[]> => {
  const api = await adminApi(playwright, baseURL)
  const posts: CreatedPost[] = []
  for (let i = 0; i < count; i++) posts.push(await publishedPost(api, 'dashboard'))
  await api.dispose()
  return posts
}

/**
 * A member of the test's own, registered from a loopback address of its own (registration is
 * limited per address, and other tests register too).
 */
const register = async (baseURL: string, firstName = 'Phoebe') => {
  const email = `${unique('dashboard').replace(/\s/g, '-')}@example.test`
  const registered = await requestFrom(loopbackAddress(), `${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, firstName }),
  })
  expect(registered.status, registered.body).toBe(201)
  return email
}

/**
 * A browser of its own: behind the test server's trusted proxy each one is a client of its own,
 * so sign-ins and saves elsewhere never count against its rate limits.
 */
let clients = 0
const newBrowser = async (browser: Browser, baseURL: string, viewport = PHONE) => {
  const context = await browser.newContext({
    baseURL,
    viewport,
    extraHTTPHeaders: { 'x-forwarded-for': `198.18.${process.pid % 250}.${(++clients % 250) + 1}` },
  })
  return context.newPage()
}

/** Signs the page's browser in through the API (its session cookie is the browser's). */
const signIn = async (page: Page, email: string) => {
  const login = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } })
  expect(login.status(), await login.text()).toBe(200)
}

/** The client islands (Save, comment form) are interactive once the session is known. */
const openPost = async (page: Page, slug: string) => {
  await page.goto(`/blog/${slug}`)
  await expect(page.getByRole('button', { name: /^Save/ })).toBeEnabled({ timeout: 30_000 })
}

const axeViolations = (page: Page, label: string) => axeFindings(page, label, { member: true })

let posts: CreatedPost[]

test.beforeAll(async ({ playwright, baseURL }) => {
  posts = await createPosts(playwright, baseURL!, 2)
})

test('a member saves two posts and comments, finds them on /dashboard, and unsaves one on /favorites', async ({ browser, baseURL }) => {
  test.setTimeout(180_000)
  const [first, second] = posts
  const email = await register(baseURL!)
  const page = await newBrowser(browser, baseURL!)
  await signIn(page, email)
  const comment = unique('A comment from the dashboard test')

  for (const post of [first, second]) {
    await openPost(page, post.slug)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(toast(page, 'Added to favorites')).toBeVisible()
  }
  await openPost(page, first.slug)
  await main(page).getByLabel('Your comment').fill(comment)
  await page.getByRole('button', { name: 'Post Comment' }).click()
  await expect(toast(page, 'Comment submitted')).toBeVisible({ timeout: 30_000 })

  // The dashboard: who is signed in, the two counts, then the tabs.
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Phoebe' })).toBeVisible()
  await expect(main(page).getByText(email)).toBeVisible()
  await expect(main(page).getByText(/^Member since \w+ \d{1,2}, \d{4}$/)).toBeVisible()
  await expect(main(page).getByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/account')
  await expect(main(page).getByRole('definition').nth(0)).toHaveText('2')
  await expect(main(page).getByRole('definition').nth(1)).toHaveText('1')

  const favoritesTab = page.getByRole('tab', { name: 'Favorites' })
  const commentsTab = page.getByRole('tab', { name: 'Comments' })
  await expect(favoritesTab).toHaveAttribute('aria-selected', 'true')
  const favoritesPanel = page.getByRole('tabpanel', { name: 'Favorites' })
  for (const post of [first, second]) {
    await expect(favoritesPanel.getByRole('link', { name: post.title })).toHaveAttribute('href', `/blog/${post.slug}`)
  }
  await expect(favoritesPanel.getByText(/\d+ min read/).first()).toBeVisible()

  // The tabs work from the keyboard: the arrow key moves to Comments and shows it.
  await favoritesTab.focus()
  await page.keyboard.press('ArrowRight')
  await expect(commentsTab).toBeFocused()
  await expect(commentsTab).toHaveAttribute('aria-selected', 'true')
  const commentsPanel = page.getByRole('tabpanel', { name: 'Comments' })
  const item = commentsPanel.getByRole('listitem').filter({ hasText: comment })
  await expect(item).toContainText('Awaiting moderation')
  await expect(item.getByRole('link', { name: first.title })).toHaveAttribute('href', `/blog/${first.slug}`)
  await expect(favoritesPanel).toBeHidden()

  // /favorites: both cards; removing one updates the grid and the count in place.
  await page.goto('/favorites')
  await expect(page.getByRole('heading', { level: 1, name: 'My Favorite Articles' })).toBeVisible()
  await expect(main(page).getByText('You have saved 2 articles.')).toBeVisible()
  await expect(main(page).getByRole('article')).toHaveCount(2)
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true))
  await page.getByRole('button', { name: `Remove “${second.title}” from favorites` }).click()
  await expect(toast(page, 'Removed from favorites')).toBeVisible()
  await expect(main(page).getByText('You have saved 1 article.')).toBeVisible()
  await expect(main(page).getByRole('article')).toHaveCount(1)
  await expect(main(page).getByRole('link', { name: second.title })).toHaveCount(0)
  // Focus went on to the next card's button rather than being lost with the removed card.
  await expect(page.getByRole('button', { name: `Remove “${first.title}” from favorites` })).toBeFocused()
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)

  // The server agrees, and the post page shows the post unsaved.
  await page.reload()
  await expect(main(page).getByText('You have saved 1 article.')).toBeVisible()
  await openPost(page, second.slug)
  await expect(page.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false')
  await page.context().close()
})

test.describe('a visitor', () => {
  for (const path of ['/dashboard', '/favorites']) {
    test(`asking for ${path} is sent to sign in before any page is sent, and lands on ${path} after`, async ({ browser, baseURL, request }) => {
      test.setTimeout(120_000)
      const res = await request.get(path, { maxRedirects: 0 })
      expect(res.status()).toBe(307)
      expect(res.headers()['location']).toBe(`/login?next=${encodeURIComponent(path)}`)

      const email = await register(baseURL!, 'Silas')
      const page = await newBrowser(browser, baseURL!, DESKTOP)
      await page.goto(path)
      await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}`)
      await main(page).getByLabel('Email').fill(email)
      await main(page).getByLabel('Password').fill(PASSWORD)
      await main(page).getByRole('button', { name: /sign in/i }).click()
      await expect(page).toHaveURL(path, { timeout: 30_000 })
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(path === '/dashboard' ? 'Welcome, Silas' : 'My Favorite Articles')
      await page.context().close()
    })
  }
})

test('axe finds no violations on /dashboard and /favorites, with data and empty, at phone and desktop size', async ({ browser, baseURL }) => {
  test.setTimeout(180_000)
  const [withData, empty] = [await register(baseURL!), await register(baseURL!, '')]
  const page = await newBrowser(browser, baseURL!)
  await signIn(page, withData)
  // Saved and commented through the API (as the site's own page would): the member story above covers the buttons.
  const headers = { 'sec-fetch-site': 'same-origin' }
  for (const post of posts) expect((await page.request.post(`/api/favorites/${post.slug}`, { headers })).status()).toBe(201)
  const commented = await page.request.post(`/api/comments/${posts[0].slug}`, { headers, data: { content: unique('An axe test comment') } })
  expect(commented.status(), await commented.text()).toBe(201)

  const violations: string[] = []
  for (const [label, email] of [
    ['with data', withData],
    ['empty', empty],
  ] as const) {
    if (email !== withData) await signIn(page, email)
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      const size = `${viewport.width}×${viewport.height} ${label}`
      await page.goto('/dashboard')
      violations.push(...(await axeViolations(page, `/dashboard favorites tab ${size}`)))
      await page.getByRole('tab', { name: 'Comments' }).click()
      violations.push(...(await axeViolations(page, `/dashboard comments tab ${size}`)))
      await page.goto('/favorites')
      violations.push(...(await axeViolations(page, `/favorites ${size}`)))
    }
  }
  expect(violations).toEqual([])
  await page.context().close()
})
