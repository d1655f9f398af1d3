/**
 * The creator's desk: a post scheduled in the admin appears on the site at its time, with nobody
 * doing anything, and the cached blog list with it. It waits up to a minute for its time, so it
 * runs beside the other specs rather than among the timed ones (publishing.e2e.spec.ts).
 */
import { expect, test, type Page } from '@playwright/test'

import { adminApi, ADMIN, creatorPost, loginToAdmin, readerGets } from './helpers'

/** "Jan 5, 2026 3:07 PM": how the admin's date picker writes a time (the browser's time zone). */
const pickerTime = (page: Page, at: Date) =>
  page.evaluate((ms) => {
    const d = new Date(ms)
    const month = d.toLocaleString('en-US', { month: 'short' })
    const hour = d.getHours() % 12 || 12
    return `${month} ${d.getDate()}, ${d.getFullYear()} ${hour}:${String(d.getMinutes()).padStart(2, '0')} ${d.getHours() < 12 ? 'AM' : 'PM'}`
  }, at.getTime())

test('a post scheduled in the admin appears on the site at its time with nobody doing anything', async ({ page, request, playwright, baseURL }) => {
  // The picker counts in whole minutes: the post is due within two, then within one run of the queue.
  test.setTimeout(240_000)
  const api = await adminApi(playwright, baseURL!)
  const post = await creatorPost(api, 'scheduled', 'draft')
  await api.dispose()
  const path = `/blog/${post.slug}`
  expect((await readerGets(request, path)).status).toBe(404)
  // The blog list is cached for readers before the post appears.
  await readerGets(request, '/blog')

  await loginToAdmin(page, ADMIN.email, ADMIN.password)
  await page.goto(`/admin/collections/posts/${post.id}`)
  await page.locator('#action-save-popup').getByRole('button').click()
  await page.getByRole('button', { name: 'Schedule Publish' }).click()
  const drawer = page.locator('.schedule-publish')
  // A draft is offered publishing; say so anyway (the drawer suggests unpublishing for a published post).
  await drawer.locator('li').filter({ hasText: /^Publish$/ }).click()
  await expect(drawer.locator('li').filter({ hasText: /^Publish$/ }).locator('input')).toBeChecked()
  // The next whole minute at least 10 s away (the rest of the form takes a few seconds).
  const due = new Date(Math.ceil((Date.now() + 10_000) / 60_000) * 60_000)
  const time = drawer.locator('#time input')
  await time.fill(await pickerTime(page, due))
  // Enter takes the typed time and closes the picker (Escape would close the drawer).
  await time.press('Enter')
  await drawer.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Scheduled successfully.')).toBeVisible()
  await page.close()

  // Nobody touches the site now; a reader looks now and then.
  let appearedAt = 0
  await expect
    .poll(
      async () => {
        const seen = await readerGets(request, path)
        if (seen.status === 200 && seen.html.includes(post.title)) appearedAt = Date.now()
        return appearedAt > 0
      },
      { timeout: due.getTime() - Date.now() + 60_000, intervals: [2_000] },
    )
    .toBe(true)
  console.log(`[desk-scheduling] the scheduled post appeared ${Math.round((appearedAt - due.getTime()) / 1000)} s after its time`)
  expect(appearedAt).toBeGreaterThanOrEqual(due.getTime())
  // The cached list was refreshed by the scheduled publish, as by a manual one.
  await expect.poll(async () => (await readerGets(request, '/blog')).html.includes(post.title), { timeout: 3_000 }).toBe(true)
})

