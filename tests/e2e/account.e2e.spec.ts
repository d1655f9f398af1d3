import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test'

import { mailTo } from '../setup/smtp'
import { loopbackAddress, requestFrom } from './fromAddress'
import { axeFindings, memberSessionShown, unique } from './helpers'

/**
 * A member's account controls, as people use them: a forgotten password reset through the
 * e-mailed link, a new name, a new e-mail address confirmed from its inbox.
 */

const PASSWORD = 'a-long-member-password-41'
const NEW_PASSWORD = 'a-new-password-after-reset-41'

const main = (page: Page) => page.getByRole('main')
const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title })

/**
 * Forgot-password and e-mail change are limited per client address, and sign-in failures are
 * counted per address: behind the test server's trusted proxy each test is a client of its own.
 */
let clients = 0
const ownAddress = () => `198.51.100.${((process.pid % 40) * 6 + ++clients) % 250 + 1}`

const newContext = async (browser: Browser, baseURL: string, javaScriptEnabled = true) =>
  browser.newContext({ baseURL, javaScriptEnabled, extraHTTPHeaders: { 'x-forwarded-for': ownAddress() } })

/** A member of the test's own, registered from a loopback address of its own (registration is limited per address). */
const newMember = async (baseURL: string, prefix: string) => {
  const email = `${unique(prefix).replace(/\s/g, '-')}@example.test`.toLowerCase()
  const registered = await requestFrom(loopbackAddress(), `${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, firstName: 'Tabitha' }),
  })
  expect(registered.status, registered.body).toBe(201)
  return email
}

/** The browser context's own request client: its session cookie is the browser's. */
const signIn = async (request: APIRequestContext, email: string, password = PASSWORD) => {
  const res = await request.post('/api/auth/login', { data: { email, password } })
  expect(res.status(), await res.text()).toBe(200)
}

const signInStatus = async (request: APIRequestContext, email: string, password: string) =>
  (await request.post('/api/auth/login', { data: { email, password } })).status()

/** The link in the newest e-mail to `address` whose subject matches. */
const linkIn = async (address: string, subject: RegExp) => {
  const mail = await mailTo(address, subject, 15_000)
  const link = /https?:\/\/\S+token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0]
  expect(link, mail.text).toBeTruthy()
  return new URL(link!)
}

const openAccount = async (page: Page) => {
  await page.goto('/account')
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible()
  // The forms are interactive once the page's JavaScript has run.
  await memberSessionShown(page)
}

test('forgot password: the e-mailed link sets a new password once; the old one stops working', async ({ browser, baseURL }) => {
  test.slow()
  const email = await newMember(baseURL!, 'forgetful')
  const context = await newContext(browser, baseURL!)
  const page = await context.newPage()

  await page.goto('/login')
  await main(page).getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password$/, { timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await main(page).getByLabel('Email').fill(email)
  await main(page).getByRole('button', { name: 'Send reset link' }).click()
  await expect(main(page).getByRole('status')).toContainText("If an account exists for that address, we've sent a link")

  const link = await linkIn(email, /^Reset your .* password$/)
  expect(link.pathname).toBe('/reset-password')
  await page.goto(`${link.pathname}${link.search}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await main(page).getByLabel('New password').fill('short')
  await main(page).getByRole('button', { name: 'Set new password' }).click()
  await expect(main(page).getByText('Password must be at least 8 characters.')).toBeVisible()
  await main(page).getByLabel('New password').fill(NEW_PASSWORD)
  await main(page).getByRole('button', { name: 'Set new password' }).click()

  // Signed in, on the account page, which says what happened.
  await expect(page).toHaveURL(/\/account\?password=reset#password$/, { timeout: 30_000 })
  await expect(main(page).getByRole('status').filter({ hasText: 'Your new password is set and you are signed in.' })).toBeVisible()
  await expect(main(page).getByText(`Signed in as ${email}.`)).toBeVisible()

  // A second use of the link: refused, with the way to a new one.
  await page.goto(`${link.pathname}${link.search}`)
  await expect(page.getByRole('heading', { level: 1, name: "This link can't be used" })).toBeVisible()
  await expect(main(page).getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password')

  const other = await newContext(browser, baseURL!)
  expect(await signInStatus(other.request, email, PASSWORD)).toBe(401)
  expect(await signInStatus(other.request, email, NEW_PASSWORD)).toBe(200)
  await other.close()
  await context.close()
})

test('forgot password works before any JavaScript runs, and says the same for an unknown address', async ({ browser, baseURL }) => {
  const context = await newContext(browser, baseURL!, false)
  const page = await context.newPage()
  await page.goto('/forgot-password')
  await main(page).getByLabel('Email').fill(`${unique('nobody').replace(/\s/g, '-')}@example.test`)
  await main(page).getByRole('button', { name: 'Send reset link' }).click()
  await expect(page).toHaveURL(/\/forgot-password\?sent=1$/)
  await expect(main(page).getByRole('status')).toContainText("If an account exists for that address, we've sent a link")
  await context.close()
})

test('a reset link works before any JavaScript runs too', async ({ browser, baseURL }) => {
  const email = await newMember(baseURL!, 'scriptless')
  const context = await newContext(browser, baseURL!, false)
  const page = await context.newPage()
  await page.goto('/forgot-password')
  await main(page).getByLabel('Email').fill(email)
  await main(page).getByRole('button', { name: 'Send reset link' }).click()
  await expect(page).toHaveURL(/\/forgot-password\?sent=1$/)

  const link = await linkIn(email, /^Reset your .* password$/)
  await page.goto(`${link.pathname}${link.search}`)
  await main(page).getByLabel('New password').fill('password123')
  await main(page).getByRole('button', { name: 'Set new password' }).click()
  await expect(main(page).getByRole('alert')).toHaveText('Please choose a password of 8 to 128 characters that is not a common password.')
  await main(page).getByLabel('New password').fill(NEW_PASSWORD)
  await main(page).getByRole('button', { name: 'Set new password' }).click()
  await expect(page).toHaveURL(/\/account\?password=reset#password$/)
  await expect(main(page).getByRole('status').filter({ hasText: 'Your new password is set and you are signed in.' })).toBeVisible()
  await context.close()
})

test('a member changes their name', async ({ browser, baseURL }) => {
  const email = await newMember(baseURL!, 'renamed')
  const context = await newContext(browser, baseURL!)
  const page = await context.newPage()
  await signIn(context.request, email)
  // The page's HTML holds the member's account before any JavaScript runs, and is never cached.
  // (A typed-in address, as the browser marks it: Payload reads the session cookie only then.)
  const html = await context.request.get('/account', { headers: { 'sec-fetch-site': 'none' } })
  expect(html.headers()['cache-control']).toContain('no-store')
  const text = await html.text()
  expect(text).toContain('>Account settings</h1>')
  expect(text).toContain('value="Tabitha"')
  expect(text).toContain('action="/api/account/password"')
  await openAccount(page)
  await expect(main(page).getByLabel('First name')).toHaveValue('Tabitha')
  await main(page).getByLabel('First name').fill('Dorcas')
  await main(page).getByLabel('Last name').fill('of Joppa')
  await main(page).getByRole('button', { name: 'Save name' }).click()
  await expect(toast(page, 'Profile updated')).toBeVisible()
  await page.reload()
  await expect(main(page).getByLabel('First name')).toHaveValue('Dorcas')
  await expect(main(page).getByLabel('Last name')).toHaveValue('of Joppa')
  await context.close()
})

test('a member changes their e-mail address through the link sent to the new one', async ({ browser, baseURL }) => {
  test.slow()
  const email = await newMember(baseURL!, 'moving')
  const newEmail = `${unique('moved').replace(/\s/g, '-')}@example.test`.toLowerCase()
  const context = await newContext(browser, baseURL!)
  const page = await context.newPage()
  await signIn(context.request, email)
  await openAccount(page)

  const section = page.locator('#email')
  await section.getByLabel('New e-mail address').fill(newEmail)
  await section.getByLabel('Your password').fill('not-my-password')
  await section.getByRole('button', { name: 'Send confirmation link' }).click()
  await expect(section.getByText('Your password is not correct.')).toBeVisible()
  await section.getByLabel('Your password').fill(PASSWORD)
  await section.getByRole('button', { name: 'Send confirmation link' }).click()
  await expect(toast(page, 'Check your inbox')).toBeVisible()
  await expect(section.getByRole('status')).toContainText(`Waiting for confirmation: we sent a link to ${newEmail}`)
  // The current address is told at once.
  expect((await mailTo(email, /e-mail address was requested$/, 15_000)).text).toContain(newEmail)

  // Nothing changes until the link is opened; the pending change is on the page after a reload.
  await page.reload()
  await expect(main(page).getByText(`Signed in as ${email}.`)).toBeVisible()
  await expect(page.locator('#email').getByRole('status')).toContainText(newEmail)

  const link = await linkIn(newEmail, /^Confirm your new e-mail address/)
  await page.goto(`${link.pathname}${link.search}`)
  await expect(page).toHaveURL(/\/account\?email=changed$/)
  await expect(main(page).getByRole('status').filter({ hasText: 'Your e-mail address has been changed.' })).toBeVisible()
  await expect(main(page).getByText(`Signed in as ${newEmail}.`)).toBeVisible()

  const other = await newContext(browser, baseURL!)
  expect(await signInStatus(other.request, newEmail, PASSWORD)).toBe(200)
  expect(await signInStatus(other.request, email, PASSWORD)).toBe(401)
  await other.close()
  await context.close()
})

test('a visitor asking for /account is sent to sign in and comes back', async ({ browser, baseURL }) => {
  const email = await newMember(baseURL!, 'returning')
  const context = await newContext(browser, baseURL!)
  const page = await context.newPage()
  const res = await context.request.get('/account', { maxRedirects: 0 })
  expect(res.status()).toBe(307)
  expect(res.headers().location).toBe('/login?next=%2Faccount')
  await page.goto('/account')
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/)
  await page.waitForLoadState('networkidle')
  await main(page).getByLabel('Email').fill(email)
  await main(page).getByLabel('Password').fill(PASSWORD)
  await main(page).getByRole('button', { name: 'Sign In' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible({ timeout: 30_000 })
  await context.close()
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`axe finds no violations on /account, /forgot-password and /reset-password at ${viewport.width}×${viewport.height}`, async ({
    browser,
    baseURL,
  }) => {
    test.slow()
    const email = await newMember(baseURL!, 'axe')
    const context = await newContext(browser, baseURL!)
    const page = await context.newPage()
    await page.setViewportSize(viewport)
    let member = false
    const scan = async (label: string) => expect(await axeFindings(page, label, { member })).toEqual([])

    // Every state at phone size; at desktop the pages as they open (the states add no layout of their own).
    const everyState = viewport.width < 800
    await page.goto('/forgot-password')
    await scan('/forgot-password')
    if (everyState) {
      await main(page).getByRole('button', { name: 'Send reset link' }).click()
      await expect(main(page).getByText('Please enter a valid email address.')).toBeVisible()
      await scan('/forgot-password with its message')
    }
    await main(page).getByLabel('Email').fill(email)
    await main(page).getByRole('button', { name: 'Send reset link' }).click()
    await expect(main(page).getByRole('status')).toBeVisible()
    if (everyState) await scan('/forgot-password sent')

    const link = await linkIn(email, /^Reset your .* password$/)
    await page.goto(`${link.pathname}${link.search}`)
    await scan('/reset-password')
    if (everyState) {
      await page.goto('/reset-password?token=not-a-real-token')
      await expect(page.getByRole('heading', { level: 1, name: "This link can't be used" })).toBeVisible()
      await scan('/reset-password with a used link')
    }

    await signIn(context.request, email)
    member = true
    await openAccount(page)
    await scan('/account')
    if (everyState) {
      await page.goto('/account?profile=saved&password=wrong&email=changed')
      await scan('/account with notices')
    }
    await context.close()
  })
}
