import { expect, test, type Browser, type Page, type PlaywrightWorkerArgs } from '@playwright/test'

import { loopbackAddress, requestFrom } from './fromAddress'
import { adminApi, ADMIN, cmsInPage, loginToAdmin, unique, publishedPost, type CreatedPost, adminFormReady } from './helpers'

/**
 * The creator's desk: a member comments on the site, the creator's dashboard says comments
 * wait and links to them, and the creator approves two in one action from the list (then one
 * from its row and one from the comment itself); the post shows what was approved.
 */

const PASSWORD = 'a-long-member-password-63'

type Playwright = PlaywrightWorkerArgs['playwright']

/** A published post of our own, made through the creator's CMS API. */
const createPost = async (playwright: Playwright, baseURL: string): Promise<CreatedPost> => {
  const api = await adminApi(playwright, baseURL)
  const post = await publishedPost(api, 'desk')
  await api.dispose()
  return post
}

/** A fresh member, signed in through the site's API in a browser of their own, who comments on the post as the post page does. */
let clients = 0
const memberComments = async (browser: Browser, baseURL: string, post: CreatedPost, comments: string[]) => {
  const email = `${unique('desk-member').replace(/\s/g, '-')}@example.test`
  const registered = await requestFrom(loopbackAddress(), `${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, firstName: 'Phoebe', lastName: 'Cenchreae' }),
  })
  expect(registered.status, registered.body).toBe(201)
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `198.18.${process.pid % 250}.${(++clients % 250) + 1}` },
  })
  const page = await context.newPage()
  await page.goto('/about')
  const api = cmsInPage(page)
  expect((await api('POST', '/api/auth/login', { email, password: PASSWORD })).status).toBe(200)
  for (const content of comments) expect((await api('POST', `/api/comments/${post.slug}`, { content })).status).toBe(201)
  await context.close()
}

const commentRow = (page: Page, comment: string) => page.locator('tbody tr').filter({ hasText: comment })

/** The post as a visitor sees it, until `comments` are all there (publishing refreshes the cached page). */
const expectOnThePost = async (browser: Browser, baseURL: string, post: CreatedPost, shown: string[], hidden: string[] = []) => {
  const visitor = await (await browser.newContext({ baseURL })).newPage()
  await visitor.goto(`/blog/${post.slug}`)
  await expect(async () => {
    await visitor.reload()
    for (const comment of shown) await expect(visitor.getByText(comment)).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
  for (const comment of hidden) await expect(visitor.getByText(comment)).toHaveCount(0)
  await visitor.context().close()
}

test('the dashboard shows a member’s new comment waiting; the creator approves two at once and the post shows them', async ({ page, browser, playwright, baseURL }) => {
  test.setTimeout(180_000)
  const post = await createPost(playwright, baseURL!)
  const comments = [unique('A first comment for the desk'), unique('A second comment for the desk')]
  await memberComments(browser, baseURL!, post, comments)

  // The dashboard says comments wait, and links to the list filtered to them.
  await loginToAdmin(page, ADMIN.email, ADMIN.password)
  await page.goto('/admin')
  const waiting = page.getByRole('region', { name: 'Comments waiting' })
  await expect(waiting).toBeVisible({ timeout: 60_000 })
  await expect(waiting).toContainText(/\d+ comments? waits? for moderation/)
  const review = waiting.getByRole('link', { name: /Review (all \d+ waiting comments|the waiting comment)/ })
  await expect(review).toHaveAttribute('href', /\/admin\/collections\/comments\?.*status.*=pending/)
  await page.goto((await review.getAttribute('href'))!)

  // Both of the member's comments are listed as pending: select them, approve them in one click.
  for (const comment of comments) {
    await expect(commentRow(page, comment)).toContainText('Pending', { timeout: 30_000 })
    await commentRow(page, comment).locator('input[type="checkbox"]').check()
  }
  const bulk = page.getByRole('group', { name: 'Moderate selected comments' })
  await expect(bulk).toContainText('2 comments selected')
  await bulk.getByRole('button', { name: 'Approve selected' }).click()
  await expect(page.getByText('Approved 2 comments.')).toBeVisible({ timeout: 30_000 })
  // The list no longer shows them as waiting.
  for (const comment of comments) await expect(commentRow(page, comment)).toHaveCount(0, { timeout: 30_000 })

  await expectOnThePost(browser, baseURL!, post, comments)
})

test('the creator approves a comment from its row and rejects one from the comment itself', async ({ page, browser, playwright, baseURL }) => {
  test.setTimeout(180_000)
  const post = await createPost(playwright, baseURL!)
  const [approved, rejected] = [unique('A comment approved from its row'), unique('A comment rejected from its page')]
  await memberComments(browser, baseURL!, post, [approved, rejected])

  await loginToAdmin(page, ADMIN.email, ADMIN.password)
  await page.goto(`/admin/collections/comments?search=${encodeURIComponent(approved)}`)
  const row = commentRow(page, approved)
  await expect(row).toContainText('Pending', { timeout: 60_000 })
  await row.getByRole('button', { name: /^Approve comment/ }).click()
  await expect(page.getByText('Approved 1 comment.')).toBeVisible({ timeout: 30_000 })
  await expect(row).toContainText('Approved')
  await expect(row.getByRole('button', { name: /^Approve comment/ })).toHaveCount(0)

  await page.goto(`/admin/collections/comments?search=${encodeURIComponent(rejected)}`)
  await page.getByRole('link', { name: rejected }).click()
  await expect(page.locator('#field-status')).toContainText('Pending', { timeout: 30_000 })
  await adminFormReady(page)
  await page.getByRole('button', { name: 'Reject', exact: true }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('#field-status')).toContainText('Rejected')

  await expectOnThePost(browser, baseURL!, post, [approved], [rejected])
})
