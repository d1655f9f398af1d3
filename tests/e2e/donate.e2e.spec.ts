import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { REMOVE_CREDENTIAL } from '../../src/lib/integrations/removeMarker'
import { fakeCheckoutSessions, signedCheckoutEvent } from '../fakes/stripe'
import { mailTo } from '../setup/smtp'
import { adminApi, adminFormReady, holdScripts, loginToAdmin, unique, readerHtml, axeScan, saveSiteSettings } from './helpers'

/**
 * Giving, as a donor would, with each provider chosen in the site settings in turn: Stripe's
 * checkout (the loopback fake of tests/fakes/stripe.ts stands in for Stripe, STRIPE_API_URL),
 * its signed webhook, PayPal's link, and the header's Donate button going straight to Ko-fi or
 * Buy Me A Coffee. Switching the provider changes every page's header, so this file runs in the
 * "settings" project, alone, and puts the settings back as it found them, the Stripe keys it
 * entered removed.
 */
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

type Donations = { provider?: string; paypalBusinessId?: string | null; kofiUrl?: string | null; buyMeACoffeeUrl?: string | null }
type Settings = { donations: Donations; features: Record<string, boolean> }

let api: APIRequestContext
// A visitor's requests, with no session of the creator's.
let reader: APIRequestContext
let original: Settings

/**
 * What a page shows once it is rendered with the new settings: the provider's words on /donate,
 * the header's Donate link elsewhere, a 404 while donations are off.
 */
type Shows = { path: string; text: string } | { path: string; status: 404 }
const STRIPE: Shows = { path: '/donate', text: 'processed securely by Stripe' }
const PAYPAL: Shows = { path: '/donate', text: 'finish your gift on PayPal' }
const OFF: Shows = { path: '/donate', status: 404 }

const setSettings = async (change: { donations?: Donations; donationsOn?: boolean }, shows: Shows) => {
  const data = {
    donations: { ...original.donations, ...change.donations },
    features: { ...original.features, donations: change.donationsOn ?? true },
  }
  // The page the test opens next is asked for until it shows the new settings.
  await saveSiteSettings(api, data, async () => {
    const page = await reader.get(shows.path)
    return 'status' in shows ? page.status() === shows.status : page.ok() && (await readerHtml(page)).includes(shows.text)
  })
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ playwright, baseURL }) => {
  api = await adminApi(playwright, baseURL!)
  reader = await playwright.request.newContext({ baseURL })
  const current = (await (await api.get('/cms-api/globals/site-settings?depth=0')).json()) as Settings
  original = { donations: current.donations ?? {}, features: current.features ?? {} }
})

test.afterAll(async () => {
  const res = await api.post('/cms-api/globals/site-settings', { data: original })
  expect(res.ok(), await res.text()).toBe(true)
  // The Stripe keys the creator entered go too, so a run against the same database starts as a fresh site.
  const keys = await api.post('/cms-api/globals/integrations', { data: { stripe: { secretKey: REMOVE_CREDENTIAL, webhookSecret: REMOVE_CREDENTIAL } } })
  expect(keys.ok(), await keys.text()).toBe(true)
  await api.dispose()
  await reader.dispose()
})

const choose = (page: Page, label: string) => page.locator('label').filter({ hasText: new RegExp(`^${label.replace('$', '\\$')}$`) }).click()

const stripeFake = () => {
  const url = process.env.STRIPE_API_URL
  if (!url) throw new Error('STRIPE_API_URL is not set: run the Stripe fake (tests/fakes/stripe.ts)')
  return url
}

test('a fresh site shows no Donate; the creator enters Stripe’s keys in the admin, Test says they work, and a visitor can give', async ({ page }) => {
  test.setTimeout(120_000)
  // Stripe chosen, its keys not set anywhere (the server has none): no dead end for a visitor.
  await setSettings({ donations: { provider: 'stripe' } }, OFF)
  expect(await readerHtml(await reader.get('/'))).not.toMatch(/href="\/donate"/)

  await loginToAdmin(page)
  await page.goto('/admin/globals/integrations')
  await adminFormReady(page)
  await page.locator('#field-stripe__secretKey').fill(process.env.STRIPE_SECRET_KEY!)
  await page.locator('#field-stripe__webhookSecret').fill(process.env.STRIPE_WEBHOOK_SECRET!)
  await page.getByRole('button', { name: 'Test with Stripe' }).click()
  await expect(page.getByText(/^Stripe accepted this secret key \(test mode/)).toBeVisible()
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible()
  // Nothing the creator entered comes back to the browser.
  await page.reload()
  await adminFormReady(page)
  expect(await page.content()).not.toContain(process.env.STRIPE_SECRET_KEY!)

  await expect.poll(async () => (await reader.get('/donate')).status(), { timeout: 30_000 }).toBe(200)
  await expect.poll(async () => /href="\/donate"/.test(await readerHtml(await reader.get('/'))), { timeout: 30_000 }).toBe(true)
})

test('Stripe: $25 monthly reaches the checkout as a $25 subscription; the signed webhook records it and thanks the donor', async ({ page }) => {
  await setSettings({ donations: { provider: 'stripe' } }, STRIPE)
  await page.goto('/donate')
  await expect(page.getByRole('heading', { level: 1, name: 'Support This Ministry' })).toBeVisible()
  await choose(page, 'Monthly Support')
  await choose(page, '$25')
  await expect(page.getByText('$25 every month')).toBeVisible()
  await page.getByRole('button', { name: 'Give monthly by card' }).click()

  await page.waitForURL(`${stripeFake()}/pay/**`)
  await expect(page.getByTestId('amount')).toHaveText('2500')
  await expect(page.getByTestId('mode')).toHaveText('subscription')
  const sessionId = (await page.getByTestId('session').textContent())!
  const session = (await fakeCheckoutSessions()).find((s) => s.id === sessionId)!
  expect(session).toMatchObject({ amountTotal: 2500, currency: 'usd', mode: 'subscription', interval: 'month' })

  // Stripe reports the payment: unsigned it is refused, signed it is recorded once and thanked.
  const email = `${unique('donor').replace(/\s+/g, '-')}@example.test`
  const { payload, signature } = signedCheckoutEvent(process.env.STRIPE_WEBHOOK_SECRET!, {
    id: sessionId,
    amountTotal: 2500,
    mode: 'subscription',
    email,
    name: 'Lydia Donor',
  })
  const post = (headers: Record<string, string>) =>
    page.request.post('/api/donations/stripe-webhook', { data: payload, headers: { 'content-type': 'application/json', ...headers } })
  expect((await post({})).status()).toBe(400)
  expect((await post({ 'stripe-signature': signature })).status()).toBe(200)
  expect((await post({ 'stripe-signature': signature })).status()).toBe(200)
  const stored = await (await api.get(`/cms-api/donations?where[stripeSessionId][equals]=${sessionId}&depth=0`)).json()
  expect(stored.totalDocs).toBe(1)
  expect(stored.docs[0]).toMatchObject({ amount: 25, frequency: 'monthly', donorEmail: email, provider: 'stripe' })
  expect((await mailTo(email, /Thank you for supporting/)).text).toContain('Dear Lydia Donor,')

  await page.getByRole('link', { name: 'Pay' }).click()
  await expect(page).toHaveURL(/\/donate\?donation=thank-you$/)
  await expect(page.getByText('Thank you for your gift!')).toBeVisible()
})

test('Stripe: "Other" takes whole dollars only, then checks out once', async ({ page }) => {
  await setSettings({ donations: { provider: 'stripe' } }, STRIPE)
  await page.goto('/donate')
  await choose(page, 'Other')
  const other = page.getByLabel('Other amount (US dollars)')
  await other.fill('2.5')
  await page.getByRole('button', { name: 'Donate by card' }).click()
  await expect(page.getByText('Please enter a whole-dollar amount from $1 to $10,000.')).toBeVisible()
  await expect(other).toHaveAttribute('aria-invalid', 'true')
  await expect(page).toHaveURL(/\/donate$/)

  await other.fill('40')
  await page.getByRole('button', { name: 'Donate by card' }).click()
  await page.waitForURL(`${stripeFake()}/pay/**`)
  await expect(page.getByTestId('amount')).toHaveText('4000')
  await expect(page.getByTestId('mode')).toHaveText('payment')
  await page.getByRole('link', { name: 'Cancel' }).click()
  await expect(page.getByText('Your donation was cancelled.')).toBeVisible()
})

test('PayPal: the link carries the chosen amount in US dollars, monthly as a recurring payment', async ({ page }) => {
  await setSettings({ donations: { provider: 'paypal', paypalBusinessId: 'gifts@example.test' } }, PAYPAL)
  await page.goto('/donate')
  await choose(page, '$50')
  const link = page.getByRole('link', { name: 'Donate with PayPal' })
  await expect(link).toHaveAttribute('href', 'https://www.paypal.com/donate?business=gifts%40example.test&amount=50&currency_code=USD')
  await choose(page, 'Monthly Support')
  const monthly = new URL((await page.getByRole('link', { name: 'Give monthly with PayPal' }).getAttribute('href'))!)
  expect(Object.fromEntries(monthly.searchParams)).toMatchObject({ cmd: '_xclick-subscriptions', a3: '50', p3: '1', t3: 'M', src: '1', currency_code: 'USD' })
})

test('the gift chooser’s engine loads on first use: a keyboard choice made meanwhile is kept, with the focus', async ({ page }) => {
  await setSettings({ donations: { provider: 'paypal', paypalBusinessId: 'gifts@example.test' } }, PAYPAL)
  await page.goto('/donate')
  await page.waitForLoadState('load')
  const { asked, release } = await holdScripts(page)
  await page.waitForTimeout(500)
  expect(asked).toEqual([])

  const radio = (name: string) => page.getByRole('radio', { name })
  await radio('$50').focus()
  await expect.poll(() => asked.length).toBeGreaterThan(0)
  await page.keyboard.press('ArrowRight')
  await expect(radio('$100')).toBeChecked()
  release()
  await expect(page.getByText('Your gift: $100 once')).toBeVisible()
  await expect(radio('$100')).toBeChecked()
  await expect(radio('$100')).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByLabel('Other amount (US dollars)')).toBeVisible()
  await expect(page.getByText('Enter an amount to continue.')).toBeVisible()
})

test("Ko-fi and Buy Me A Coffee: the header's Donate button goes straight to their page", async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  for (const [provider, donations] of [
    ['kofi', { provider: 'kofi', kofiUrl: 'https://ko-fi.com/renewed-mind-test' }],
    ['buymeacoffee', { provider: 'buymeacoffee', buyMeACoffeeUrl: 'https://www.buymeacoffee.com/renewed-mind-test' }],
  ] as const) {
    const profile = provider === 'kofi' ? donations.kofiUrl : donations.buyMeACoffeeUrl
    await setSettings({ donations }, { path: '/about', text: `href="${profile}"` })
    await page.goto('/about')
    await expect(page.locator('header').getByRole('link', { name: 'Donate' })).toHaveAttribute('href', profile!)
    await page.goto('/donate')
    await expect(page.getByRole('link', { name: /^Support us on / })).toHaveAttribute('href', profile!)
  }
  await setSettings({ donations: { provider: 'stripe' } }, { path: '/about', text: 'href="/donate"' })
  await page.goto('/about')
  await expect(page.locator('header').getByRole('link', { name: 'Donate' })).toHaveAttribute('href', '/donate')
})

test('donations off: /donate answers 404 "Donations Currently Disabled" and the Donate button is gone', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await setSettings({ donationsOn: false }, OFF)
  const res = await page.goto('/donate')
  expect(res?.status()).toBe(404)
  // In the HTML itself, before any script runs.
  expect(await readerHtml(res!)).toMatch(/<h1[^>]*>Donations Currently Disabled<\/h1>/)
  await expect(page.getByRole('heading', { level: 1, name: 'Donations Currently Disabled' })).toBeVisible()
  await expect(page.locator('header').getByRole('link', { name: 'Donate' })).toHaveCount(0)
})

test.describe('accessibility', () => {
  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`axe finds no violations on /donate, on and off (${label})`, async ({ page }) => {
      await page.setViewportSize(viewport)
      const pages: [string, Parameters<typeof setSettings>[0], Shows, string][] = [
        ['Stripe', { donations: { provider: 'stripe' } }, STRIPE, '/donate?donation=cancelled'],
        ['PayPal', { donations: { provider: 'paypal', paypalBusinessId: 'gifts@example.test' } }, PAYPAL, '/donate?donation=thank-you'],
        ['off', { donationsOn: false }, OFF, '/donate'],
      ]
      for (const [name, settings, shows, path] of pages) {
        await setSettings(settings, shows)
        await page.goto(path)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        if (name !== 'off') await choose(page, 'Other')
        // The dev server's overlay is not part of the site.
        const { violations } = await axeScan(page)
        expect(violations.map((v) => `${name} ${path}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
      }
    })
  }
})
