import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'

// Social sign-in, the whole round trip in a browser: the site's login page → the provider's
// sign-in page (the loopback fake of tests/fakes/oauth.ts, which `npm test` starts and points
// the app at) → back on the page that was asked for, signed in.

const PROVIDERS = [
  { id: 'google', label: 'Google' },
  { id: 'github', label: 'GitHub' },
  { id: 'apple', label: 'Apple' },
] as const

// Without the fake the round trips cannot run: fail, saying so, rather than skip.
test.beforeAll(() => {
  expect(process.env.OAUTH_FAKE_URL, 'needs the OAuth fake (tests/fakes/oauth.ts): npm test starts it; for a dev server, start it and pass its lines').toBeTruthy()
})

let clients = 0
/** A browser of its own, behind its own address: the sign-in start is rate limited per address. */
const newBrowser = (browser: Browser, baseURL: string | undefined) =>
  browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `198.19.${process.pid % 250}.${(++clients % 250) + 1}` },
  })

/** The way back is several navigations through two servers (provider, callback, hop, page). */
const ROUND_TRIP = { timeout: 30_000 }

const newEmail = (label: string) => `${label}-${Date.now().toString(36)}${++clients}@example.test`

/** On the provider's page: sign in as `email` (verified) and allow the site. */
const signInAtProvider = async (page: Page, label: string, email: string, firstName?: string) => {
  await expect(page.getByRole('heading', { name: `Sign in to Fake ${label}` })).toBeVisible()
  await page.getByLabel('Email', { exact: true }).fill(email)
  if (firstName) await page.getByLabel('First name').fill(firstName)
  await page.getByRole('button', { name: 'Allow' }).click()
}

const accountOf = async (context: BrowserContext) => {
  const me = await context.request.get('/api/auth/user', { headers: { 'Sec-Fetch-Site': 'same-origin' } })
  return me.ok() ? ((await me.json()) as { id: number; email: string; firstName: string | null }) : null
}

for (const { id, label } of PROVIDERS) {
  test(`Continue with ${label} signs in and returns to the page that was asked for`, async ({ browser, baseURL }) => {
    const context = await newBrowser(browser, baseURL)
    const page = await context.newPage()
    const email = newEmail(id)
    // The page the member lands on must be rendered for them, not bounced to /login first.
    const arrivals: number[] = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/favorites' && response.request().resourceType() === 'document') arrivals.push(response.status())
    })

    await page.goto('/login?next=%2Ffavorites')
    await page.getByRole('link', { name: `Continue with ${label}` }).click()
    await signInAtProvider(page, label, email, 'Tabitha')

    await expect(page).toHaveURL(/\/favorites$/, ROUND_TRIP)
    // Rendered for the member on the server, so its heading is there at once; the header swaps
    // Login for Dashboard once the page's script has asked who is signed in.
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/sign in|welcome back/i)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible(ROUND_TRIP)
    expect(arrivals).toEqual([200])
    expect(await accountOf(context)).toMatchObject({ email, firstName: 'Tabitha' })
    await context.close()
  })
}

test('a second sign-in with the same e-mail reaches the same account, whichever provider', async ({ browser, baseURL }) => {
  const email = newEmail('again')
  const ids: number[] = []
  for (const { id, label } of [PROVIDERS[0], PROVIDERS[0], PROVIDERS[1]]) {
    const context = await newBrowser(browser, baseURL)
    const page = await context.newPage()
    await page.goto('/login')
    await page.getByRole('link', { name: `Continue with ${label}` }).click()
    await signInAtProvider(page, label, email)
    await expect(page).toHaveURL((url) => url.pathname === '/', ROUND_TRIP)
    const account = await accountOf(context)
    expect(account, `signed in through ${id}`).toMatchObject({ email })
    ids.push(account!.id)
    await context.close()
  }
  expect(new Set(ids).size).toBe(1)
})

test('a tampered state is refused with the reason, and nobody is signed in', async ({ browser, baseURL }) => {
  const context = await newBrowser(browser, baseURL)
  const page = await context.newPage()
  await page.goto('/login?next=%2Ffavorites')
  await page.getByRole('link', { name: 'Continue with Google' }).click()
  await expect(page.getByRole('heading', { name: 'Sign in to Fake Google' })).toBeVisible()
  // The state travels through the provider's page; change it on the way back.
  await page.locator('input[name="state"]').evaluate((input: HTMLInputElement) => {
    input.value = `${input.value}-tampered`
  })
  await page.getByLabel('Email', { exact: true }).fill(newEmail('tampered'))
  await page.getByRole('button', { name: 'Allow' }).click()

  await expect(page).toHaveURL(/\/login\?error=oauth-invalid-state$/, ROUND_TRIP)
  await expect(page.getByRole('main').getByRole('alert')).toContainText('That sign-in could not be verified')
  expect(await accountOf(context)).toBeNull()
  await context.close()
})

test('denying the site at the provider comes back to the login page with the reason, next kept', async ({ browser, baseURL }) => {
  const context = await newBrowser(browser, baseURL)
  const page = await context.newPage()
  await page.goto('/login?next=%2Ffavorites')
  await page.getByRole('link', { name: 'Continue with Apple' }).click()
  await page.getByRole('button', { name: 'Deny' }).click()
  await expect(page).toHaveURL(/\/login\?next=%2Ffavorites&error=oauth-cancelled$/, ROUND_TRIP)
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Sign-in was cancelled')
  await context.close()
})
