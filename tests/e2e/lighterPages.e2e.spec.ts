import { expect, test, type Page } from '@playwright/test'

import { axeFindings, holdScripts, unique } from './helpers'

/**
 * What a reading page costs a visitor's browser (issue 14, "Lighter pages"): no request for the
 * signed-in user without a session (the signed-in hint, src/lib/auth/signedInHint.ts), so no
 * 401 in the console either; the member still appears in the header once signed in; and the
 * icons every browser asks for exist.
 */
const PASSWORD = 'a-long-member-password-14'
const newEmail = (label: string) => `${unique(label).replace(/\s/g, '-')}@example.test`

/** Every request the page makes for the signed-in user, and every console error, from now on. */
const watch = (page: Page) => {
  const userRequests: string[] = []
  const consoleErrors: string[] = []
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/auth/user') userRequests.push(req.method())
  })
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => consoleErrors.push(error.message))
  return { userRequests, consoleErrors }
}

/** Long enough for the page to hydrate and for anything it fetches after that to go out. */
const settled = async (page: Page) => {
  await page.waitForLoadState('load')
  await page.waitForTimeout(1_000)
}

const firstPostPath = async (page: Page) => {
  const { items } = (await (await page.request.get('/api/posts')).json()) as { items: { slug: string }[] }
  return `/blog/${items[0].slug}`
}

test('an anonymous reader’s pages never ask who is signed in, and log no error', async ({ page }) => {
  const seen = watch(page)
  const post = await firstPostPath(page)
  for (const path of ['/', post, '/blog', '/about']) {
    await page.goto(path)
    await settled(page)
  }
  // The visitor still gets the visitor's parts: Login and Sign up, the comment prompt, Save.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible()
  await page.goto(post)
  await expect(page.getByRole('link', { name: 'Log in to comment' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled()
  await settled(page)

  expect(seen.userRequests).toEqual([])
  expect(seen.consoleErrors).toEqual([])
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('signed-in')
})

test('signing in shows the member in the header; signing out stops the asking again', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const seen = watch(page)
  const email = newEmail('hint')
  await page.goto('/login?mode=register')
  const main = page.getByRole('main')
  await main.getByLabel('Email').fill(email)
  await main.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/$/)

  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible()
  const hint = (await page.context().cookies()).find((cookie) => cookie.name === 'signed-in')
  expect(hint).toMatchObject({ value: '1', httpOnly: false, sameSite: 'Lax', path: '/' })

  // A fresh page load: the hint makes the page ask, and the member shows.
  const asked = seen.userRequests.length
  await page.goto('/about')
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Logout' })).toBeVisible()
  expect(seen.userRequests.length).toBeGreaterThan(asked)

  await header.getByRole('link', { name: 'Logout' }).click()
  await expect(page.getByTestId('toast')).toContainText('Logged out')
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible()
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('signed-in')

  const afterSignOut = seen.userRequests.length
  await page.goto(await firstPostPath(page))
  await settled(page)
  await page.goto('/')
  await settled(page)
  expect(seen.userRequests.length).toBe(afterSignOut)
  expect(seen.consoleErrors).toEqual([])
})

test('a session ended on another device: the stale hint is asked about once, then dropped', async ({ page, browser, baseURL }) => {
  const email = newEmail('stale')
  expect((await page.request.post('/api/auth/register', { data: { email, password: PASSWORD } })).status()).toBe(201)
  // Another device changes the password: every other session ends (src/lib/auth/passwordChange.ts).
  const other = await browser.newContext({ baseURL })
  expect((await other.request.post('/api/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(200)
  const changed = await other.request.post('/api/account/password', {
    data: { currentPassword: PASSWORD, newPassword: `${PASSWORD}-new` },
    headers: { Origin: new URL(baseURL!).origin },
  })
  expect(changed.status(), await changed.text()).toBe(200)
  await other.close()

  const seen = watch(page)
  await page.goto('/about')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' }).first()).toBeAttached()
  await settled(page)
  expect(seen.userRequests).toEqual(['GET'])
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('signed-in')

  await page.goto('/')
  await settled(page)
  expect(seen.userRequests).toEqual(['GET'])
})

test('the favicon, the app icons and the web manifest answer', async ({ page, request }) => {
  for (const [path, type] of [
    ['/favicon.ico', /image\/(x-icon|vnd\.microsoft\.icon)/],
    ['/icon.svg', /image\/svg\+xml/],
    ['/icon1.png', /image\/png/],
    ['/icon2.png', /image\/png/],
    ['/apple-icon.png', /image\/png/],
  ] as const) {
    const res = await request.get(path)
    expect(res.status(), path).toBe(200)
    expect(res.headers()['content-type'], path).toMatch(type)
  }
  const manifest = await request.get('/manifest.webmanifest')
  expect(manifest.status()).toBe(200)
  const { name, icons } = (await manifest.json()) as { name: string; icons: { src: string }[] }
  expect(name).not.toBe('')
  for (const icon of icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200)

  // Every page links them in its head.
  await page.goto('/')
  const head = page.locator('head')
  await expect(head.locator('link[rel="icon"][href^="/favicon.ico"]')).toHaveCount(1)
  await expect(head.locator('link[rel="apple-touch-icon"]')).toHaveCount(1)
  await expect(head.locator('link[rel="manifest"][href="/manifest.webmanifest"]')).toHaveCount(1)
})

test('the home hero and a post’s cover are fetched at high priority, sized to the column', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  const hero = page.getByRole('region', { name: /./ }).filter({ hasText: 'Featured article' }).locator('img')
  await expect(hero).toHaveAttribute('fetchpriority', 'high')
  await expect(hero).toHaveAttribute('sizes', /calc\(100vw - 32px\)$/)
  await expect(page.locator('head link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveCount(1)

  // Other tests publish posts with no cover: the newest one that has one (the seed's have).
  let withCover: string | undefined
  for (let n = 1; !withCover; n++) {
    const { items, totalPages } = (await (await page.request.get(`/api/posts?page=${n}`)).json()) as {
      items: { slug: string; coverImage: string | null }[]
      totalPages: number
    }
    withCover = items.find((post) => post.coverImage)?.slug
    if (n >= totalPages) break
  }
  expect(withCover, 'a published post with a cover').toBeDefined()
  await page.goto(`/blog/${withCover}`)
  const cover = page.getByRole('article').locator('img').first()
  await expect(cover).toHaveAttribute('fetchpriority', 'high')
  await expect(cover).toHaveAttribute('sizes', /^\(min-width: 816px\) 768px/)
  // Below the column the other images wait their turn.
  expect(await page.locator('img[fetchpriority="high"]').count()).toBe(1)
})

test('the mobile menu’s links are drawn when it opens (the desktop navigation already has them)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await expect(page.locator('#mobile-menu a')).toHaveCount(0)
  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Blog', exact: true })).toBeVisible()
  expect(await axeFindings(page, 'home, menu open (phone)')).toEqual([])
})

test('a page other than the home page loads none of the home page’s scripts', async ({ page, browser }) => {
  // A page's own scripts: those asked for before the router prefetches pages for its links.
  const ownScripts = (watched: Page) => {
    const scripts: string[] = []
    let prefetching = false
    watched.on('request', (req) => {
      const url = new URL(req.url())
      if (url.searchParams.has('_rsc')) prefetching = true
      else if (req.resourceType() === 'script' && !prefetching) scripts.push(decodeURIComponent(url.pathname))
    })
    return scripts
  }
  const homeScript = /\/app\/\(frontend\)\/((%5F|_)?home\/)?page-/
  const contactScripts = ownScripts(page)
  await page.goto('/contact')
  await page.waitForLoadState('load')
  expect(contactScripts.some((script) => script.includes('/app/(frontend)/contact/'))).toBe(true)
  expect(contactScripts.filter((script) => homeScript.test(script))).toEqual([])
  // The home page itself still gets its own, and answers at `/` (a browser with nothing cached).
  const home = await browser.newPage()
  const homeScripts = ownScripts(home)
  await home.goto(new URL('/', page.url()).href)
  await home.waitForLoadState('load')
  expect(homeScripts.some((script) => homeScript.test(script))).toBe(true)
  await home.close()
})

test('the contact form’s engine loads when the form is used, keeping what was typed, the focus, and a send made meanwhile', async ({ page }) => {
  /** Opens /contact; every script asked for after that waits until `release()`: the form's engine among them. */
  const openHeld = async () => {
    await page.unrouteAll()
    await page.goto('/contact')
    await settled(page)
    return holdScripts(page)
  }
  const main = page.getByRole('main')
  const field = (name: string) => main.getByRole('textbox', { name })

  // Typing goes on while the engine arrives: nothing is lost, and the caret stays in the field.
  const typing = await openHeld()
  await field('Name').click()
  await page.keyboard.type('Lyd')
  await expect.poll(() => typing.asked.length).toBeGreaterThan(0)
  await page.keyboard.type('ia')
  typing.release()
  await page.keyboard.type(' Visitor, of Philippi', { delay: 40 })
  await expect(field('Name')).toHaveValue('Lydia Visitor, of Philippi')
  await expect(field('Name')).toBeFocused()
  await field('Subject').fill('Hi')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(main.getByText('Subject must be at least 5 characters.')).toBeVisible()

  // Sent before the engine is there: checked once it is, with the shared schema's messages.
  const sending = await openHeld()
  await field('Subject').fill('Hi')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect.poll(() => sending.asked.length).toBeGreaterThan(0)
  sending.release()
  await expect(main.getByText('Subject must be at least 5 characters.')).toBeVisible()
  await expect(main.getByText('Message must be at least 10 characters.')).toBeVisible()
  await expect(field('Subject')).toHaveValue('Hi')
})

test('the scripts a public page runs on load are marked to compile as they arrive; a form’s engine and the admin’s are not', async ({ page, browser }) => {
  const HINT = '//# allFunctionsCalledOnLoad\n'
  const startsWithHint = async (path: string) => (await (await page.request.get(path)).text()).startsWith(HINT)
  const listedScripts = (html: string) => [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((m) => m[1]).filter((src) => !/polyfills-/.test(src))

  const contact = await page.request.get('/contact')
  const onLoad = listedScripts(await contact.text())
  expect(onLoad.length).toBeGreaterThan(3)
  for (const src of onLoad) expect(await startsWithHint(src), src).toBe(true)

  // The contact form's engine is fetched when the form is first used: its own script, which no
  // page runs on arrival, is left to lazy compilation (a library it shares with a page that does
  // run it on arrival, react-hook-form on the book suggestion form, keeps the mark).
  const later: string[] = []
  page.on('request', (req) => {
    if (req.resourceType() === 'script') later.push(new URL(req.url()).pathname)
  })
  await page.goto('/contact')
  await settled(page)
  later.length = 0
  await page.getByRole('main').getByRole('textbox', { name: 'Name' }).click()
  const unmarked = async () => (await Promise.all(later.map(startsWithHint))).filter((mark) => !mark).length
  await expect.poll(unmarked, { message: later.join(', ') }).toBeGreaterThan(0)

  // The admin's own pages are not a reader's: their scripts are compiled as V8 sees fit.
  const admin = await (await browser.newContext()).newPage()
  const adminHtml = await (await admin.request.get('/admin/login')).text()
  const adminOwn = listedScripts(adminHtml).filter((src) => decodeURIComponent(src).includes('/app/(payload)/'))
  expect(adminOwn.length).toBeGreaterThan(0)
  for (const src of adminOwn) expect(await startsWithHint(src), src).toBe(false)
  await admin.context().close()
})
