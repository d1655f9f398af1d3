/**
 * The editor role: writes, publishes and moderates in /admin, but never opens site settings,
 * accounts or donations, neither in the panel nor through Payload's API.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { adminApi, loginToAdmin, unique } from './helpers'

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
