import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type APIResponse, type Browser, type Page, type PlaywrightWorkerArgs } from '@playwright/test'

import { TEST_ADMIN } from '../../scripts/lib/testDatabase'
import { lexicalFromBlocks } from '../../src/seed/lexical'

export { TEST_ADMIN }

/** The creator's account: the test database's, or the dev one against a dev server (E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD). */
export const ADMIN = {
  email: process.env.E2E_ADMIN_EMAIL ?? TEST_ADMIN.email,
  password: process.env.E2E_ADMIN_PASSWORD ?? TEST_ADMIN.password,
}

let counter = 0
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${++counter}`

/**
 * Signs in on /admin/login. Tests in parallel sign the creator in at the same moments: every
 * session must survive that (src/lib/auth/accountOrder.ts), so a lost one fails the test.
 */
export const loginToAdmin = async (page: Page, email = ADMIN.email, password = ADMIN.password) => {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/login'))
}

/**
 * Waits until the admin's document form is ready for input: Payload marks it `data-form-ready`
 * once it has mounted, loaded its state and is not saving. Typed or clicked before then, a
 * change can be reset by the form's own start-up.
 */
export const adminFormReady = async (page: Page) => {
  await expect(page.locator('form[data-form-ready]').first()).toHaveAttribute('data-form-ready', 'true', { timeout: 30_000 })
}

export const expectAdminDashboard = async (page: Page) => {
  await expect(page).toHaveURL(/\/admin\/?$/)
  await expect(page.getByRole('heading', { name: 'Posts' }).or(page.getByText('Posts').first())).toBeVisible()
}

/**
 * Payload's REST API called from inside the page, so the creator's session lives only in the
 * browser's HttpOnly cookie (sign in with `cmsInPage(page)('POST', '/cms-api/users/login', …)`).
 */
export const cmsInPage =
  (page: Page) =>
  <T,>(method: string, path: string, body?: unknown) =>
    page.evaluate(
      async ({ method, path, body }) => {
        const res = await fetch(path, {
          method,
          credentials: 'include',
          headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
        return { status: res.status, json: (await res.json().catch(() => null)) as T }
      },
      { method, path, body },
    ) as Promise<{ status: number; json: T }>

/** Holds the next request to `path` until `release()`, so a test can see the pending state. */
export const holdRequests = async (page: Page, path: string) => {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(`**${path}`, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/**
 * From now on every script the page asks for waits until `release()`: a form's engine among them.
 * `asked` lists them as they are asked for.
 */
export const holdScripts = async (page: Page) => {
  const asked: string[] = []
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/_next/static/**/*.js', async (route) => {
    asked.push(route.request().url())
    await released
    await route.continue()
  })
  return { asked, release }
}

/** The creator opens the collection in /admin, finds the entry by its unique title and sees what was sent (field id → value). */
export const creatorFinds = async (browser: Browser, baseURL: string, collection: string, title: string, fields: Record<string, string>) => {
  const admin = await (await browser.newContext({ baseURL })).newPage()
  await loginToAdmin(admin, ADMIN.email, ADMIN.password)
  await admin.goto(`/admin/collections/${collection}?search=${encodeURIComponent(title)}`)
  await admin.getByRole('link', { name: title }).click()
  for (const [id, value] of Object.entries(fields)) await expect(admin.locator(`#field-${id}`)).toHaveValue(value, { timeout: 30_000 })
  await admin.context().close()
}

/** The creator's CMS API, signed in (as in loginToAdmin, a session lost to a parallel sign-in fails the test). */
export const adminApi = async (playwright: PlaywrightWorkerArgs['playwright'], baseURL: string): Promise<APIRequestContext> => {
  // Payload reads the session cookie only on requests from the site itself: say so as a browser does.
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'Sec-Fetch-Site': 'same-origin' } })
  const login = await api.post('/cms-api/users/login', { data: ADMIN })
  expect(login.ok(), await login.text()).toBe(true)
  return api
}

export type CreatedPost = { id: number; slug: string; title: string }

/**
 * A post of the spec's own, made through the creator's CMS API (`api` from adminApi), published
 * or a draft, so its title is known and unique: `label` names the spec in its title, summary and text.
 */
export const creatorPost = async (api: APIRequestContext, label: string, status: 'published' | 'draft' = 'published'): Promise<CreatedPost> => {
  const categories = (await (await api.get('/cms-api/categories?limit=1&depth=0')).json()) as { docs: { id: number }[] }
  const title = unique(`The ${label} post`)
  const created = await api.post(`/cms-api/posts${status === 'draft' ? '?draft=true' : ''}`, {
    data: {
      title,
      summary: `A post made by the ${label} test.`,
      content: lexicalFromBlocks([`A paragraph of the ${label} test.`]),
      category: categories.docs[0].id,
      _status: status,
    },
  })
  expect(created.ok(), await created.text()).toBe(true)
  const { doc } = (await created.json()) as { doc: { id: number; slug: string } }
  return { id: doc.id, slug: doc.slug, title }
}

export const publishedPost = (api: APIRequestContext, label: string) => creatorPost(api, label, 'published')

/** What an anonymous reader is served at `path`: status, page text, and whether it came from the page cache. */
export const readerGets = async (request: APIRequestContext, path: string) => {
  const res = await request.get(path)
  return { status: res.status(), html: await readerHtml(res), cache: res.headers()['x-nextjs-cache'] }
}

/**
 * A page's HTML as a browser first shows it: without its scripts, whose payload repeats the
 * page's text for React. What is only in a script is not on the page until JavaScript runs.
 */
export const readerHtml = async (res: Pick<APIResponse, 'text'>) => (await res.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')

/** The header shows a member's Logout link once the page's JavaScript runs and knows the session. */
export const memberSessionShown = (page: Page) => expect(page.locator('a[href="/api/auth/logout"]').first()).toBeAttached()

/**
 * Axe's check of the page as it stands, every rule, outside the dev server's overlay. Only the
 * violations are collected (axe skips listing what passed, most of its work on a large page).
 * A page without frames is checked in one pass inside the page (axe's "legacy" run); the default
 * run, which frames from other origins need, repeats axe in an extra blank page and takes about
 * twice as long for the same findings.
 */
export const axeScan = (page: Page, { iframes = true } = {}) => {
  const scan = new AxeBuilder({ page }).exclude('nextjs-portal').options({ iframes, resultTypes: ['violations'] })
  return (page.frames().length > 1 ? scan : scan.setLegacyMode()).analyze()
}

/**
 * Axe's findings on the page as people use it: loaded and, for a member, with the session known
 * in the header (its Logout link). Not after Playwright's `networkidle`: Next's link prefetches
 * that a navigation cancels can hold that for half a minute. The dev server's overlay is not the site's.
 */
export const axeFindings = async (page: Page, label: string, { member = false } = {}) => {
  await page.waitForLoadState('load')
  if (member) await memberSessionShown(page)
  const { violations } = await axeScan(page)
  return violations.map((v) => `${label}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

/**
 * Saves the site settings as the creator, then waits until `shown` finds a page rendered with
 * them: the save expires the pages as its request ends and again when its notification
 * reaches the server (src/server/cacheHandler.cjs), a few milliseconds apart.
 */
export const saveSiteSettings = async (api: APIRequestContext, data: Record<string, unknown>, shown: () => Promise<boolean>) => {
  const res = await api.post('/cms-api/globals/site-settings', { data })
  expect(res.ok(), await res.text()).toBe(true)
  await expect.poll(shown, { timeout: 10_000, intervals: [100, 250, 500] }).toBe(true)
}

/**
 * The answer to pressing "Publish changes" on a saved document: its first write that is not a
 * draft's save (an autosave may be on its way at the same moment, and a toast may still show its).
 */
export const publishAnswer = (page: Page, collection: string) =>
  page.waitForResponse(
    (res) => new RegExp(`/cms-api/${collection}/\\d+`).test(res.url()) && res.request().method() !== 'GET' && !/[?&]draft=true/.test(res.url()),
    { timeout: 60_000 },
  )

/**
 * Presses "Publish changes" in the admin, waits for the publish's own answer and checks that it
 * published; gives back the document as saved.
 */
export const publishInAdmin = async (page: Page, collection: string) => {
  const answer = publishAnswer(page, collection)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  const res = await answer
  const body = (await res.json().catch(() => null)) as { doc?: Record<string, unknown> & { _status?: string } } | null
  expect(res.status(), JSON.stringify(body)).toBe(200)
  expect(body?.doc?._status).toBe('published')
  return body!.doc!
}
