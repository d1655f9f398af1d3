import { expect, test, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test'

import { lexicalFromBlocks } from '../../src/seed/lexical'
import { adminApi, ADMIN, loginToAdmin, unique, adminFormReady, readerHtml } from './helpers'

type Playwright = PlaywrightWorkerArgs['playwright']

// Against a dev server (E2E_BASE_URL), the account can be another: the dev seed's creator.

// `next dev` renders every request from scratch, slowly: the acceptance (visible within 1 s) is
// measured on the production build that CI runs. The page cache exists only in that build, so
// against a dev server the cache test below fails, as it should.
const DEV_SERVER = Boolean(process.env.E2E_BASE_URL)
const VISIBLE_WITHIN_MS = DEV_SERVER ? 15_000 : 1_000

/**
 * The creator's CMS API in its own request context: its session cookie never reaches the
 * readers' requests. Payload accepts the cookie from the site's own Origin only.
 */
const cmsApi = async (playwright: Playwright, baseURL: string) => {
  const api = await adminApi(playwright, baseURL!)
  return api
}

const createPublishedPost = async (playwright: Playwright, baseURL: string, title: string) => {
  const api = await cmsApi(playwright, baseURL)
  const categories = (await (await api.get('/cms-api/categories?limit=1&depth=0')).json()) as { docs: { id: number }[] }
  const created = await api.post('/cms-api/posts', {
    data: {
      title,
      summary: 'Written by the publishing test.',
      content: lexicalFromBlocks(['A paragraph the publishing test wrote.']),
      category: categories.docs[0].id,
      _status: 'published',
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number; slug: string } }
  await api.dispose()
  return doc
}

/** A fresh anonymous request, as a new reader would make it. */
const readerSees = async (request: APIRequestContext, path: string, text: string) => {
  const res = await request.get(path)
  return res.status() === 200 && (await res.text()).includes(text)
}

test('an edit published in the admin appears on the post page within a second', async ({ page, request, playwright, baseURL }) => {
  test.setTimeout(120_000)
  const title = unique('Before the edit')
  const post = await createPublishedPost(playwright, baseURL!, title)

  // A reader opens the post first, so the production server has it cached.
  for (let i = 0; i < 2; i++) {
    const before = await request.get(`/blog/${post.slug}`)
    expect(before.status()).toBe(200)
    expect(await readerHtml(before)).toContain(title)
  }

  await loginToAdmin(page, ADMIN.email, ADMIN.password)
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
  await page.goto(`/admin/collections/posts/${post.id}`)
  await adminFormReady(page)
  const edited = unique('After the edit')
  await page.locator('#field-title').fill(edited)

  // The publish itself, not an autosave of the draft the typing started (those carry draft=true).
  const saved = page.waitForResponse((res) => {
    const url = new URL(res.url())
    return res.request().method() === 'PATCH' && url.pathname === `/cms-api/posts/${post.id}` && url.searchParams.get('draft') !== 'true'
  })
  await page.getByRole('button', { name: 'Publish changes' }).click()
  expect((await saved).ok()).toBe(true)
  const savedAt = Date.now()

  let seenAt = 0
  await expect
    .poll(
      async () => {
        const seen = await readerSees(request, `/blog/${post.slug}`, edited)
        if (seen) seenAt = Date.now()
        return seen
      },
      { timeout: VISIBLE_WITHIN_MS, intervals: [25, 50, 100] },
    )
    .toBe(true)
  console.log(`The edit was on the post page ${seenAt - savedAt} ms after the save.`)
  expect(seenAt - savedAt).toBeLessThanOrEqual(VISIBLE_WITHIN_MS)
  expect(await readerSees(request, `/blog/${post.slug}`, title)).toBe(false)
})

test('opening a post counts one view, sent after the page loads', async ({ page, playwright, baseURL }) => {
  const post = await createPublishedPost(playwright, baseURL!, unique('A post to view'))
  const isView = (url: string, method: string) => method === 'POST' && new URL(url).pathname === `/api/posts/${post.slug}/view`
  const sent: string[] = []
  page.on('request', (req) => {
    if (isView(req.url(), req.method())) sent.push(req.url())
  })
  const counted = page.waitForResponse((res) => isView(res.url(), res.request().method()))
  await page.goto(`/blog/${post.slug}`)
  expect((await counted).status()).toBe(204)
  // React runs effects twice in development; the beacon still goes once.
  await page.waitForTimeout(1_000)
  expect(sent).toHaveLength(1)
})

test('public pages and feeds are served from the cache', async ({ request, playwright, baseURL }) => {
  const post = await createPublishedPost(playwright, baseURL!, unique('A cached post'))
  for (const path of ['/', '/blog', `/blog/${post.slug}`, '/rss', '/sitemap.xml']) {
    // Other tests publish meanwhile, and each publish empties the cache: ask until a hit.
    await expect
      .poll(
        async () => {
          const res = await request.get(path)
          expect(res.status(), path).toBe(200)
          return res.headers()['x-nextjs-cache']
        },
        { message: `${path} is served from the cache`, timeout: 20_000, intervals: [100, 250, 500] },
      )
      .toBe('HIT')
  }
})
