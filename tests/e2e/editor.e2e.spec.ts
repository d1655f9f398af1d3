/**
 * The editor role: writes, publishes and moderates in /admin, but never opens site settings,
 * accounts or donations, neither in the panel nor through Payload's API.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { ADMIN, adminApi, adminFormReady, creatorPost, loginToAdmin, unique } from './helpers'

const CREATOR_ONLY_PAGES = ['/admin/globals/site-settings', '/admin/collections/users', '/admin/collections/donations']

let editor: { email: string; password: string; id: number }
let creatorId: number

test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await adminApi(playwright, baseURL!)
  creatorId = ((await (await api.get('/cms-api/users/me')).json()) as { user: { id: number } }).user.id
  const email = `${unique('editor').replace(/\s/g, '-')}@example.test`
  const password = `editor-passphrase-${Date.now()}`
  const created = await api.post('/cms-api/users', { data: { email, password, role: 'editor', firstName: 'Eda', lastName: 'Editor' } })
  expect(created.status(), await created.text()).toBe(201)
  editor = { email, password, id: ((await created.json()) as { doc: { id: number } }).doc.id }
  await api.dispose()
})

/** Payload's REST API with the editor's browser session (the cookie is HttpOnly: the page sends it). */
const asEditor = (page: Page) => {
  const origin = new URL(page.url()).origin
  return (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, data?: unknown) =>
    page.request.fetch(path, { method, data, headers: { origin } })
}

test('an editor works in /admin but never sees or opens settings, accounts or donations', async ({ page }) => {
  test.setTimeout(120_000)
  await loginToAdmin(page, editor.email, editor.password)
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })

  const nav = page.locator('nav')
  await expect(nav.getByRole('link', { name: 'Posts', exact: true })).toBeVisible()
  await expect(nav.getByRole('link', { name: 'Comments', exact: true })).toBeVisible()
  for (const name of ['Site settings', 'Users', 'Donations']) await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0)

  for (const path of [...CREATOR_ONLY_PAGES, `/admin/collections/users/${creatorId}`]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.locator('form input')).toHaveCount(0)
  }

  // Their own account stays theirs to change.
  const account = await page.goto('/admin/account')
  expect(account?.status()).toBe(200)
})

test('the CMS API refuses an editor the creator-only collections and globals', async ({ page }) => {
  await loginToAdmin(page, editor.email, editor.password)
  const cms = asEditor(page)

  expect((await cms('GET', '/cms-api/globals/site-settings')).status()).toBe(403)
  expect((await cms('POST', '/cms-api/globals/site-settings', { title: 'Taken over' })).status()).toBe(403)
  expect((await cms('GET', '/cms-api/donations')).status()).toBe(403)
  expect((await cms('POST', '/cms-api/users', { email: `${unique('x').replace(/\s/g, '-')}@example.test`, password: 'another-long-passphrase', role: 'admin' })).status()).toBe(403)
  expect([403, 404]).toContain((await cms('GET', `/cms-api/users/${creatorId}`)).status())
  expect([403, 404]).toContain((await cms('DELETE', `/cms-api/users/${creatorId}`)).status())

  // The user list holds only themselves, and they cannot make themselves the creator.
  const users = (await (await cms('GET', '/cms-api/users')).json()) as { docs: { id: number }[] }
  expect(users.docs.map((user) => user.id)).toEqual([editor.id])
  await cms('PATCH', `/cms-api/users/${editor.id}`, { role: 'admin' })
  const me = (await (await cms('GET', '/cms-api/users/me')).json()) as { user: { role: string } }
  expect(me.user.role).toBe('editor')
})

test('an editor writes posts and moderates comments through the same API', async ({ page, playwright, baseURL }) => {
  await loginToAdmin(page, editor.email, editor.password)
  const cms = asEditor(page)
  const creator: APIRequestContext = await adminApi(playwright, baseURL!)
  const category = ((await (await creator.get('/cms-api/categories?limit=1&depth=0')).json()) as { docs: { id: number }[] }).docs[0]

  const title = unique('An editor’s draft')
  const draft = await cms('POST', '/cms-api/posts?draft=true', { title, summary: 'Written by an editor.', category: category.id, _status: 'draft' })
  expect(draft.status(), await draft.text()).toBe(201)
  const post = ((await draft.json()) as { doc: { id: number } }).doc

  const published = await creator.patch(`/cms-api/posts/${post.id}`, {
    data: { _status: 'published', content: { root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children: [{ type: 'paragraph', version: 1, direction: null, format: '', indent: 0, textFormat: 0, textStyle: '', children: [{ type: 'text', version: 1, text: 'Body.', format: 0, detail: 0, mode: 'normal', style: '' }] }] } } },
  })
  expect(published.status(), await published.text()).toBe(200)
  const comment = await creator.post('/cms-api/comments', { data: { post: post.id, content: unique('Waiting for an editor'), author: creatorId } })
  expect(comment.status(), await comment.text()).toBe(201)
  const commentId = ((await comment.json()) as { doc: { id: number } }).doc.id

  const approved = await cms('PATCH', `/cms-api/comments/${commentId}`, { status: 'approved' })
  expect(approved.status(), await approved.text()).toBe(200)
  expect(((await approved.json()) as { doc: { status: string } }).doc.status).toBe('approved')
  await creator.dispose()
})

/** Posts with no title: what an opened and abandoned "Create New" used to leave behind. */
const untitledPosts = async (api: APIRequestContext) =>
  ((await (await api.get('/cms-api/posts?draft=true&depth=0&limit=1&where[title][exists]=false')).json()) as { totalDocs: number }).totalDocs

test('"Create New" saves nothing until the creator types; then autosave and the live preview go on', async ({ page, playwright, baseURL }) => {
  test.setTimeout(240_000)
  const api = await adminApi(playwright, baseURL!)
  const before = await untitledPosts(api)
  await loginToAdmin(page, ADMIN.email, ADMIN.password)

  // Opened, looked at, left: no document, no redirect to one.
  await page.goto('/admin/collections/posts/create')
  await adminFormReady(page)
  await page.waitForTimeout(3_000) // longer than the autosave interval: nothing may save meanwhile
  await expect(page).toHaveURL(/\/admin\/collections\/posts\/create$/)
  await page.goBack()
  expect(await untitledPosts(api)).toBe(before)

  // Typed into: the first draft saves by itself and the editor moves to it.
  await page.goto('/admin/collections/posts/create')
  await adminFormReady(page)
  const title = unique('Typed into Create New')
  await page.locator('#field-title').fill(title)
  await expect(page).toHaveURL(/\/admin\/collections\/posts\/\d+$/, { timeout: 30_000 })
  const id = Number(new URL(page.url()).pathname.split('/').pop())
  const saved = (await (await api.get(`/cms-api/posts/${id}?draft=true&depth=0`)).json()) as { title: string; _status: string }
  expect(saved).toMatchObject({ title, _status: 'draft' })

  // Autosave goes on from there, and the live preview shows it.
  await adminFormReady(page)
  await page.locator('#field-summary').fill('A summary typed after the first draft was saved.')
  await expect
    .poll(async () => ((await (await api.get(`/cms-api/posts/${id}?draft=true&depth=0`)).json()) as { summary?: string }).summary, { timeout: 30_000 })
    .toBe('A summary typed after the first draft was saved.')
  const toggle = page.getByRole('button', { name: /^(Exit )?Live Preview$/ })
  if ((await toggle.getAttribute('aria-label')) === 'Live Preview') await toggle.click()
  await expect(page.frameLocator('#live-preview-iframe').getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 60_000 })

  await api.delete(`/cms-api/posts/${id}`)
  await api.dispose()
})

test('while the first draft saves and opens, the form is held with a notice, and the cursor comes back where it was', async ({ page, playwright, baseURL }) => {
  test.setTimeout(180_000)
  const api = await adminApi(playwright, baseURL!)
  await loginToAdmin(page, ADMIN.email, ADMIN.password)
  await page.goto('/admin/collections/posts/create')
  await adminFormReady(page)

  // The first save is kept waiting, as a loaded server would keep it, until the test lets it go.
  let letItGo = () => {}
  const held = new Promise<void>((resolve) => (letItGo = resolve))
  await page.route(
    (url) => url.pathname === '/cms-api/posts',
    async (route) => {
      if (route.request().method() === 'POST') await held
      await route.fallback()
    },
  )

  const title = unique('Held while saving')
  await page.locator('#field-title').fill(title)
  const body = page.locator('[contenteditable="true"]').first()
  await body.click()
  await body.pressSequentially('Words before the pause.')

  // The pause: the notice shows, and keys pressed meanwhile land in no field.
  const notice = page.getByRole('status').filter({ hasText: 'Saving your draft' })
  await expect(notice).toBeVisible({ timeout: 15_000 })
  await page.keyboard.type(' Typed while saving.')
  await expect(body).toHaveText('Words before the pause.')
  await expect(page.locator('#field-title')).toHaveValue(title)
  letItGo()

  // The draft opens with the cursor at the end of the body: writing goes on where it stopped.
  await expect(page).toHaveURL(/\/admin\/collections\/posts\/\d+$/, { timeout: 30_000 })
  const id = Number(new URL(page.url()).pathname.split('/').pop())
  await expect(notice).toHaveCount(0)
  await expect(body).toBeFocused({ timeout: 10_000 })
  await page.keyboard.type(' And after it.')
  await expect(body).toHaveText('Words before the pause. And after it.')
  await expect
    .poll(async () => JSON.stringify(((await (await api.get(`/cms-api/posts/${id}?draft=true&depth=0`)).json()) as { content?: unknown }).content ?? ''), { timeout: 30_000 })
    .toContain('Words before the pause. And after it.')

  await api.delete(`/cms-api/posts/${id}`)
  await api.dispose()
})

test('on a phone, live preview stacks below the form, which stays full width', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000)
  const api = await adminApi(playwright, baseURL!)
  const post = await creatorPost(api, 'phone preview')
  await page.setViewportSize({ width: 390, height: 844 })
  await loginToAdmin(page, ADMIN.email, ADMIN.password)
  await page.goto(`/admin/collections/posts/${post.id}`)
  await adminFormReady(page)
  const toggle = page.getByRole('button', { name: /^(Exit )?Live Preview$/ })
  if ((await toggle.getAttribute('aria-label')) === 'Live Preview') await toggle.click()
  const preview = page.locator('#live-preview-iframe')
  await expect(page.frameLocator('#live-preview-iframe').getByRole('heading', { level: 1 })).toHaveText(post.title, { timeout: 60_000 })

  const title = page.locator('#field-title')
  await expect(title).toBeVisible()
  const field = (await title.boundingBox())!
  const frame = (await preview.boundingBox())!
  expect(field.width).toBeGreaterThan(300)
  expect(frame.y).toBeGreaterThan(field.y + field.height)
  await title.fill(`${post.title} edited`)
  await expect(title).toHaveValue(`${post.title} edited`)

  // The preview's state is the creator's preference: left off for the tests that follow.
  await toggle.click()
  await api.delete(`/cms-api/posts/${post.id}`)
  await api.dispose()
})

test('the SEO panel shows the title and summary a page falls back on, never "Missing" when they exist', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000)
  const api = await adminApi(playwright, baseURL!)
  const post = await creatorPost(api, 'seo panel')
  await loginToAdmin(page, ADMIN.email, ADMIN.password)
  await page.goto(`/admin/collections/posts/${post.id}`)
  await adminFormReady(page)

  const panel = page.locator('.seo-field')
  await expect(panel.filter({ hasText: 'Using the title' })).toContainText(post.title)
  await expect(panel.filter({ hasText: 'Using the summary' })).toContainText('A post made by the seo panel test.')
  await expect(page.getByText('Missing', { exact: true })).toHaveCount(0)
  await expect(page.getByText('Search engines get a title and a description.')).toBeVisible()

  // Written, it counts its length instead.
  await page.locator('#field-meta__title').fill('A title written for search engines, long enough to show')
  await expect(panel.filter({ hasText: 'Good length' })).toBeVisible()

  await api.delete(`/cms-api/posts/${post.id}`)
  await api.dispose()
})
