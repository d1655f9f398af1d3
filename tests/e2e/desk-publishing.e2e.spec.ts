/**
 * The creator's desk, writing side: a live preview of an unsaved edit in the site's design
 * while readers keep the cached published page, publishing that reaches them within a second,
 * and the preview route's refusals. (The scheduled post: desk-scheduling.e2e.spec.ts.)
 */
import { expect, test, type Page, type PlaywrightWorkerArgs } from '@playwright/test'

import { adminApi, ADMIN, creatorPost, loginToAdmin, readerGets, unique, adminFormReady, readerHtml } from './helpers'

// `next dev` renders every request afresh and has no page cache: against a dev server
// (E2E_BASE_URL) the cache is not checked and the 1 s is not held to; the production build is.
const DEV_SERVER = Boolean(process.env.E2E_BASE_URL)
const VISIBLE_WITHIN_MS = DEV_SERVER ? 15_000 : 1_000

/** A published post of the spec's own, made through the creator's CMS API. */
const createPost = async (playwright: PlaywrightWorkerArgs['playwright'], baseURL: string) => {
  const api = await adminApi(playwright, baseURL)
  const post = await creatorPost(api, 'desk publishing')
  await api.dispose()
  return post
}

/** The post's editor in /admin, with the live preview open. */
const openLivePreview = async (page: Page, id: number) => {
  await page.goto(`/admin/collections/posts/${id}`)
  // The admin remembers whether the preview was open last time ("Exit Live Preview" then).
  const toggle = page.getByRole('button', { name: /^(Exit )?Live Preview$/ })
  if ((await toggle.getAttribute('aria-label')) === 'Live Preview') await toggle.click()
  return page.frameLocator('#live-preview-iframe')
}

test('an unsaved edit shows in the live preview in the site design, readers keep the cached page until it is published', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(DEV_SERVER ? 240_000 : 90_000)
  const post = await createPost(playwright, baseURL!)
  const path = `/blog/${post.slug}`
  // A reader has the post cached before the creator starts editing.
  if (!DEV_SERVER) {
    await expect.poll(async () => (await readerGets(request, path)).cache, { timeout: 20_000, intervals: [100, 250, 500] }).toBe('HIT')
  }

  await loginToAdmin(page, ADMIN.email, ADMIN.password)
  const previewPage = page.waitForResponse((res) => new URL(res.url()).pathname === path && res.request().resourceType() === 'document')
  const preview = await openLivePreview(page, post.id)
  // The post's own page, header, footer and all, with the draft bar.
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(post.title, { timeout: 60_000 })
  // Rendered for the creator alone: no cache of any kind may keep it.
  const previewResponse = await previewPage
  const previewHeaders = previewResponse.headers()
  expect(previewHeaders['cache-control']).toContain('no-store')
  expect(previewHeaders['cache-control']).not.toMatch(/s-maxage|public/)
  // Rendered afresh, not the readers' cached copy: the draft bar is in the document itself. (Next 16
  // labels a draft-mode render `x-nextjs-cache: HIT` though it bypasses the cache, so that says nothing.)
  expect(await readerHtml(previewResponse)).toContain('Draft preview')
  await expect(preview.getByRole('banner')).toBeVisible()
  await expect(preview.getByRole('contentinfo')).toBeVisible()
  await expect(preview.getByRole('status').filter({ hasText: 'Draft preview' })).toBeVisible()

  const edited = unique('Edited in preview')
  await adminFormReady(page)
  await page.locator('#field-title').fill(edited)
  // Autosave stores the draft, and the preview renders it again: nothing was published.
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(edited, { timeout: DEV_SERVER ? 60_000 : 15_000 })

  // Readers, meanwhile, are still served the published post from the cache, twice alike: the
  // autosaved drafts refreshed nothing.
  for (let i = 0; i < 2; i++) {
    const seen = await readerGets(request, path)
    expect(seen.status).toBe(200)
    expect(seen.html).toContain(post.title)
    expect(seen.html).not.toContain(edited)
    if (!DEV_SERVER) expect(seen.cache).toBe('HIT')
  }

  const saved = page.waitForResponse(
    (res) => res.request().method() === 'PATCH' && new URL(res.url()).pathname === `/cms-api/posts/${post.id}` && !new URL(res.url()).searchParams.has('autosave'),
  )
  await page.getByRole('button', { name: 'Publish changes' }).click()
  expect((await saved).ok()).toBe(true)
  const publishedAt = Date.now()
  let seenAt = 0
  await expect
    .poll(
      async () => {
        const seen = (await readerGets(request, path)).html.includes(edited)
        if (seen) seenAt = Date.now()
        return seen
      },
      { timeout: VISIBLE_WITHIN_MS, intervals: [25, 50, 100] },
    )
    .toBe(true)
  console.log(`[desk-publishing] the published edit reached readers ${seenAt - publishedAt} ms after the save answered`)
  expect(seenAt - publishedAt).toBeLessThanOrEqual(VISIBLE_WITHIN_MS)
})

test('the preview route opens draft mode for the staff only, and only towards this site', async ({ playwright, baseURL, request }) => {
  const api = await adminApi(playwright, baseURL!)
  const draftCookie = (res: { headers: () => Record<string, string> }) => /__prerender_bypass=[^;]+/.test(res.headers()['set-cookie'] ?? '')

  const opened = await api.get('/api/preview?path=%2Fabout', { maxRedirects: 0 })
  expect(opened.status()).toBe(302)
  expect(opened.headers()['location']).toBe('/about')
  expect(draftCookie(opened)).toBe(true)
  expect(opened.headers()['cache-control']).toContain('no-store')

  const hostile = [
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    '/.//evil.example',
    '%00',
    '/about%00',
    `/${'a'.repeat(2_000)}`,
    '/admin',
  ]
  for (const path of hostile) {
    const res = await api.get(`/api/preview?path=${encodeURIComponent(path)}`, { maxRedirects: 0 })
    expect(res.status(), path.slice(0, 30)).toBe(400)
    expect(draftCookie(res)).toBe(false)
  }
  // A raw NUL in the address itself, and a huge one, are refused before any preview.
  for (const raw of ['/api/preview?path=/about%00%00', `/api/preview?path=/${'b'.repeat(20_000)}`]) {
    const res = await api.get(raw, { maxRedirects: 0 })
    expect(res.status()).toBeGreaterThanOrEqual(400)
    expect(res.status()).toBeLessThan(500)
    expect(draftCookie(res)).toBe(false)
  }
  await api.dispose()

  // A visitor with a forged draft-mode cookie and admin-looking headers: no draft mode.
  const anonymous = await request.get('/api/preview?path=%2Fabout', {
    maxRedirects: 0,
    headers: { cookie: '__prerender_bypass=forged', 'x-forwarded-host': 'evil.example', authorization: 'JWT forged' },
  })
  expect(anonymous.status()).toBe(401)
  expect(draftCookie(anonymous)).toBe(false)
  const exit = await request.get('/api/preview/exit?path=%2F%2Fevil.example', { maxRedirects: 0 })
  expect(exit.headers()['location']).toBe('/')
})
