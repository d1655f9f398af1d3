import { expect, test } from '@playwright/test'

import { FAKE_PAGES } from '../fakes/donationPages'
import { adminFormReady, loginToAdmin } from './helpers'

/**
 * The creator's Settings → Payments & sign-in, as the browser tests' server runs it: the sign-in
 * providers' variables are set on that server (the loopback fakes), so their inputs say the
 * server's value is used and are disabled, and the Test buttons ask the fakes. Stripe's keys are
 * not set there: the creator enters them in the admin and a visitor then gives
 * (tests/e2e/donate.e2e.spec.ts, which runs with the settings specs). This file changes no
 * setting, so it runs beside the others.
 */
// The checks below ask the loopback fakes `npm test` starts: without them this file fails, never skips.
if (!process.env.STRIPE_API_URL || !process.env.OAUTH_FAKE_URL) throw new Error('STRIPE_API_URL and OAUTH_FAKE_URL are not set: run the Stripe and OAuth fakes (tests/fakes), as npm test does')

test('the dashboard opens with the setup checklist and the collections’ counts', async ({ page }) => {
  await loginToAdmin(page)
  const checklist = page.locator('[data-widget="desk-setup"]')
  await expect(checklist.getByRole('heading', { name: 'Setting up the site' })).toBeVisible({ timeout: 30_000 })
  for (const step of ['Site name', 'Public address', 'E-mail', 'Donations', 'Social sign-in', 'First post', 'Import from another blog']) {
    await expect(checklist.getByText(step, { exact: true })).toBeVisible()
  }
  // The providers are on (the server's variables): the step says which.
  await expect(checklist.locator('[data-step="sign-in"]')).toContainText('Members can sign in with Google, GitHub, Apple.')
  await expect(checklist.locator('[data-step="sign-in"]')).toHaveAttribute('data-done', 'true')
  await expect(checklist.getByRole('link', { name: 'Import' })).toHaveAttribute('href', '/admin/import')

  await checklist.getByRole('button', { name: 'Send a test e-mail' }).click()
  await expect(checklist.getByRole('status')).toContainText(/Sent to|written to the server’s log/)

  const content = page.locator('[data-widget="desk-counts"]')
  await expect(content.getByRole('link', { name: /^\d[\d,]* Posts$/ })).toBeVisible()
})

test('the server’s keys win: each input says so, and Test asks Google, GitHub and Apple', async ({ page }) => {
  test.setTimeout(90_000)
  await loginToAdmin(page)
  await page.goto('/admin/globals/integrations')
  await adminFormReady(page)

  // Not set on this server: the creator may enter it.
  await expect(page.locator('#field-stripe__secretKey')).toBeEnabled()
  await expect(page.locator('#field-google__clientSecret')).toBeDisabled()
  await expect(page.getByText('Set on the server (GOOGLE_CLIENT_SECRET); the server’s value is used.')).toBeVisible()
  await expect(page.getByText('Set on the server (APPLE_PRIVATE_KEY); the server’s value is used.')).toBeVisible()
  await expect(page.getByText(/Callback address to register with Google: http.*\/api\/auth\/google\/callback/)).toBeVisible()
  await expect(page.getByText(/Webhook endpoint to add in Stripe .*\/api\/donations\/stripe-webhook/)).toBeVisible()

  for (const label of ['Google', 'GitHub', 'Apple']) {
    await page.getByRole('button', { name: `Test with ${label}` }).click()
    await expect(page.getByText(`${label} accepted these credentials. Members can sign in with ${label}.`)).toBeVisible()
  }

  // No server value reached the page.
  const html = await page.content()
  for (const name of ['GOOGLE_CLIENT_SECRET', 'GITHUB_CLIENT_SECRET']) {
    expect(html, name).not.toContain(process.env[name]!)
  }
})

test('Site settings → Donations: Test checks a PayPal ID’s shape and that a page is on Ko-fi, without saving', async ({ page }) => {
  await loginToAdmin(page)
  await page.goto('/admin/globals/site-settings')
  await adminFormReady(page)
  await page.locator('.tabs-field__tab-button', { hasText: 'Donations' }).click()

  // Typed, not saved: the settings every other spec reads stay as they are.
  await page.locator('#field-donations__paypalBusinessId').fill('gifts@renewedmind.test')
  await page.getByRole('button', { name: 'Check the PayPal ID' }).click()
  await expect(page.getByText(/This looks right: an e-mail address\..*PayPal confirms it only when a gift is made/)).toBeVisible()
  await page.locator('#field-donations__paypalBusinessId').fill('not an id')
  await page.getByRole('button', { name: 'Check the PayPal ID' }).click()
  await expect(page.getByText(/This is neither an e-mail address nor a PayPal merchant ID/)).toBeVisible()

  // An address on another site is refused before anything is fetched.
  await page.locator('#field-donations__kofiUrl').fill('https://example.net/renewedmind')
  await page.getByRole('button', { name: 'Test with Ko-fi' }).click()
  await expect(page.getByText(/This address is not on Ko-fi \(ko-fi\.com\)/)).toBeVisible()
  // Ko-fi's own site (the loopback fake of tests/fakes/donationPages.ts) has this page, and not that one.
  await page.locator('#field-donations__kofiUrl').fill(`https://ko-fi.com/${FAKE_PAGES.existing}`)
  await page.getByRole('button', { name: 'Test with Ko-fi' }).click()
  await expect(page.getByText(/Ko-fi has a page at that address/)).toBeVisible()
  await page.locator('#field-donations__kofiUrl').fill('https://ko-fi.com/nobody-here-at-all')
  await page.getByRole('button', { name: 'Test with Ko-fi' }).click()
  await expect(page.getByText(/There is no Ko-fi page at that address/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Test with Buy Me A Coffee' })).toBeVisible()
})
