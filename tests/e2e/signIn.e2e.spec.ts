import { expect, test, type Page } from '@playwright/test'

import { holdRequests, unique } from './helpers'

const PASSWORD = 'a-long-member-password-91'
const newEmail = (label: string) => `${unique(label).replace(/\s/g, '-')}@example.test`
const main = (page: Page) => page.getByRole('main')

test('the login page arrives with its form in the mode the address asks for', async ({ request }) => {
  const register = await (await request.get('/login?mode=register&next=%2Fabout')).text()
  expect(register).toContain('Create your account')
  expect(register).toMatch(/<form[^>]*action="\/api\/auth\/register\?next=%2Fabout"[^>]*method="post"/)
  expect(register).toContain('name="firstName"')

  const login = await (await request.get('/login')).text()
  expect(login).toContain('Welcome back')
  expect(login).toMatch(/<form[^>]*action="\/api\/auth\/login"[^>]*method="post"/)
  expect(login).not.toContain('name="firstName"')
  expect(login).toContain('href="/forgot-password"')
})

test('signing up and in works with JavaScript off (or not loaded yet), and returns to next', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  const email = newEmail('no-script')

  await page.goto('/login?mode=register&next=%2Fabout')
  await main(page).getByLabel('Email').fill(email)
  await main(page).getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/about$/)
  const me = await context.request.get('/api/auth/user', { headers: { 'Sec-Fetch-Site': 'same-origin' } })
  expect(await me.json()).toMatchObject({ email })

  // A second browser: a wrong password comes back to the form with the reason, next kept.
  const other = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const second = await other.newPage()
  await second.goto('/login?next=%2Fcontact')
  await main(second).getByLabel('Email').fill(email)
  await main(second).getByLabel('Password').fill('not-the-password')
  await second.getByRole('button', { name: 'Sign In' }).click()
  await expect(second).toHaveURL(/\/login\?next=%2Fcontact&error=login-failed$/)
  await expect(main(second).getByRole('alert')).toContainText('Invalid email or password.')
  await main(second).getByLabel('Email').fill(email)
  await main(second).getByLabel('Password').fill(PASSWORD)
  await second.getByRole('button', { name: 'Sign In' }).click()
  await expect(second).toHaveURL(/\/contact$/)
  await context.close()
  await other.close()
})

test('a member’s header swaps Login and Sign up for Dashboard and Logout without moving anything', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const email = newEmail('header')
  expect((await page.request.post('/api/auth/register', { data: { email, password: PASSWORD } })).status()).toBe(201)

  const release = await holdRequests(page, '/api/auth/user')
  await page.goto('/about')
  const header = page.getByRole('banner')
  const search = header.getByRole('combobox', { name: 'Search the site' })
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible()
  const before = await search.boundingBox()
  const loginBox = await header.getByRole('link', { name: 'Login' }).boundingBox()

  release()
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0)
  expect(await search.boundingBox()).toEqual(before)
  const dashboardBox = await header.getByRole('link', { name: 'Dashboard' }).boundingBox()
  expect(dashboardBox?.x).toBe(loginBox?.x)
  expect(dashboardBox?.height).toBe(loginBox?.height)
})
