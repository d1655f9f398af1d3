import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { adminApi, adminFormReady, ADMIN, loginToAdmin, unique, publishedPost, publishInAdmin, readerHtml } from './helpers'

/**
 * Links never break: the creator renames a published post's slug in /admin and the old address
 * answers 301 with the new one (before anything renders, not Next's 307/308), and a redirect
 * typed by hand answers the same way.
 */

const slugOf = (title: string) => title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')

/** What the server answers, redirects not followed. */
const answer = async (request: APIRequestContext, path: string) => {
  const res = await request.get(path, { maxRedirects: 0 })
  return { status: res.status(), location: res.headers()['location'] ?? null }
}

/** The admin's form for a new redirect, its destination to be typed in ("Custom URL"). */
const newRedirectTypedIn = async (page: Page) => {
  await page.goto('/admin/collections/redirects/create')
  await adminFormReady(page)
  // The choice shows its field once the server has answered the form's new state. Payload sends
  // the state as it was when the previous change settled, and a choice made while that request
  // is on its way may not be sent again: so choose first, with nothing else pending, and wait
  // for the answer before typing.
  const answered = page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/admin/collections/redirects/create')
  await page.getByText('Custom URL', { exact: true }).first().click()
  await expect(page.getByRole('radio', { name: 'Custom URL' })).toBeChecked()
  await answered
  await expect(page.locator('#field-to__url')).toBeVisible()
}

test('renaming a published slug keeps the old address answering 301 to the new one', async ({ page, request, playwright, baseURL }) => {
  // A dev server (E2E_BASE_URL) compiles the admin's and the post's pages on first use.
  test.setTimeout(process.env.E2E_BASE_URL ? 180_000 : 150_000)
  const api = await adminApi(playwright, baseURL!)
  const post = await publishedPost(api, 'redirects')
  const { title } = post
  await api.dispose()
  expect((await request.get(`/blog/${post.slug}`, { maxRedirects: 0, timeout: 60_000 })).status()).toBe(200)

  await loginToAdmin(page, ADMIN.email, ADMIN.password)
  await page.goto(`/admin/collections/posts/${post.id}`)
  const renamed = slugOf(unique('moved here'))
  const slug = page.locator('#field-slug')
  await adminFormReady(page)
  await slug.fill(renamed)
  await expect(page.getByRole('button', { name: 'Publish changes' })).toBeEnabled()
  await expect(slug).toHaveValue(renamed)
  // Published at the new address (the server's answer, not only the form's).
  expect((await publishInAdmin(page, 'posts')).slug).toBe(renamed)

  // The old address: a permanent redirect to the new one, with the query string kept.
  await expect
    .poll(() => answer(request, `/blog/${post.slug}?from=newsletter`), { timeout: 30_000 })
    .toEqual({ status: 301, location: `/blog/${renamed}?from=newsletter` })
  const moved = await request.get(`/blog/${renamed}`)
  expect(moved.status()).toBe(200)
  expect(await readerHtml(moved)).toContain(title)

  // A reader following the old link arrives at the post.
  await page.goto(`/blog/${post.slug}`, { waitUntil: 'domcontentloaded' })
  await expect(page).toHaveURL(new RegExp(`/blog/${renamed}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)

  // The creator adds one by hand: an old address typed in, a path on the site as destination.
  const oldAddress = `/old-links/${slugOf(unique('by hand'))}`
  await newRedirectTypedIn(page)
  await page.locator('#field-from').fill(oldAddress)
  await page.locator('#field-to__url').fill(`/blog/${renamed}`)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.locator('#field-destination')).toHaveValue(`/blog/${renamed}`, { timeout: 30_000 })
  await expect.poll(() => answer(request, oldAddress), { timeout: 10_000 }).toEqual({ status: 301, location: `/blog/${renamed}` })
  // Kept a minute at most by browsers and proxies: a redirect deleted stops within the minute.
  expect((await request.get(oldAddress, { maxRedirects: 0 })).headers()['cache-control']).toBe('public, max-age=60')
})

test('the site’s own pages cannot be redirected, and other websites only once allowed', async ({ page, request }) => {
  test.setTimeout(process.env.E2E_BASE_URL ? 180_000 : 90_000)
  await loginToAdmin(page, ADMIN.email, ADMIN.password)
  await newRedirectTypedIn(page)
  // What an editor tried: the reset page, sent to a collecting site with its token.
  await page.locator('#field-from').fill('/reset-password')
  await page.locator('#field-to__url').fill('https://attacker.example/collect')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('/reset-password is one of the site’s own pages and cannot be redirected.')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('attacker.example is not among the websites redirects may lead to', { exact: false })).toBeVisible()
  expect((await request.get('/reset-password?token=abc', { maxRedirects: 0 })).status()).toBe(200)
})
