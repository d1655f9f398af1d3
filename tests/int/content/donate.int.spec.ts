import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import DonatePage from '@/app/(frontend)/donate/page'
import DonationsDisabled from '@/app/(frontend)/donate/not-found'
import { buildNavigation } from '@/components/layout/navigation'
import { donationAreaFrom, donationSettingsFrom, type DonationSettings } from '@/collections/donations/area'
import { featuresFrom } from '@/lib/features'
import { donateLink } from '@/collections/donations/links'

// Settings → Donations as each test sets it. The global is shared by every test file running
// in parallel, so the flags and the settings document are replaced as the page reads them,
// rather than the global switched for real (tests/int/api/featureFlags.int.spec.ts does the
// same for the flags).
const NONE: DonationSettings = { provider: 'paypal', paypalBusinessId: '', kofiUrl: '', buyMeACoffeeUrl: '' }
const settings = vi.hoisted(() => ({ donationsOn: true, donations: null as unknown as DonationSettings }))
vi.mock('@/lib/data/site', async (original) => {
  const real = await original<typeof import('@/lib/data/site')>()
  const { featuresFrom } = await import('@/lib/features')
  return {
    ...real,
    getFeatures: async () => featuresFrom({ donations: settings.donationsOn }),
    getSiteSettings: async (payload: Payload) => ({ ...(await real.getSiteSettings(payload)), donations: settings.donations }),
  }
})

beforeEach(() => {
  settings.donationsOn = true
  settings.donations = NONE
  vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_page')
  vi.stubEnv('STRIPE_WEBHOOK_SECRET', 'whsec_page')
})

afterEach(() => {
  vi.unstubAllEnvs()
})

/** /donate's HTML as the server renders it (the gift chooser included, before any script). */
const renderDonate = async (query: Record<string, string> = {}) =>
  renderToStaticMarkup(await DonatePage({ searchParams: Promise.resolve(query) }))

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replaceAll('&amp;', '&'))

const AMOUNT_LABELS = ['$5', '$15', '$25', '$50', '$100', 'Other']

const expectGiftChooser = (html: string) => {
  expect(html).toContain('One-time Gift')
  expect(html).toContain('Monthly Support')
  for (const label of AMOUNT_LABELS) expect(html).toContain(`>${label}</span>`)
}

describe('/donate over the site settings', () => {
  it('donations off: answers 404 with "Donations Currently Disabled"', async () => {
    settings.donationsOn = false
    settings.donations = { ...NONE, provider: 'stripe' }
    await expect(DonatePage({ searchParams: Promise.resolve({}) })).rejects.toMatchObject({ digest: expect.stringContaining('404') })
    expect(renderToStaticMarkup(createElement(DonationsDisabled))).toContain('Donations Currently Disabled')
  })

  it('every page starts with "Support This Ministry", a personal note and a scripture', async () => {
    const html = await renderDonate()
    expect(html).toContain('<h1 class="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">Support This Ministry</h1>')
    expect(html).toContain('<blockquote')
    expect(html).toContain('2 Corinthians 9:7 (KJV)')
  })

  it('Stripe with its keys: the gift chooser and the card button', async () => {
    settings.donations = { ...NONE, provider: 'stripe' }
    const html = await renderDonate()
    expectGiftChooser(html)
    expect(html).toContain('Donate by card')
    expect(html).not.toContain('Donation method not configured')
    expect(hrefs(html).filter((href) => href.includes('paypal'))).toEqual([])
  })

  it('Stripe without keys on the server: "Donation method not configured. Please check back later."', async () => {
    settings.donations = { ...NONE, provider: 'stripe' }
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', '')
    const html = await renderDonate()
    expect(html).toContain('Donation method not configured. Please check back later.')
    expect(html).not.toContain('Donate by card')
    expect(html).not.toContain('One-time Gift')
  })

  it('PayPal: the gift chooser and a PayPal link carrying the preselected amount in US dollars', async () => {
    settings.donations = { ...NONE, provider: 'paypal', paypalBusinessId: 'gifts@example.test' }
    const html = await renderDonate()
    expectGiftChooser(html)
    expect(hrefs(html)).toContain('https://www.paypal.com/donate?business=gifts%40example.test&amount=25&currency_code=USD')
    expect(html).toContain('Donate with PayPal')
  })

  it('PayPal without a business ID: not configured', async () => {
    const html = await renderDonate()
    expect(html).toContain('Donation method not configured. Please check back later.')
    expect(html).not.toContain('paypal.com')
  })

  it.each([
    ['kofi', 'Ko-fi', { kofiUrl: 'https://ko-fi.com/renewedmind' }, 'https://ko-fi.com/renewedmind'],
    ['buymeacoffee', 'Buy Me A Coffee', { buyMeACoffeeUrl: 'https://www.buymeacoffee.com/renewedmind' }, 'https://www.buymeacoffee.com/renewedmind'],
  ] as const)('%s: a link to the profile page, where the amount is chosen', async (provider, label, urls, profile) => {
    settings.donations = { ...NONE, provider, ...urls }
    const html = await renderDonate()
    expect(hrefs(html)).toContain(profile)
    expect(html).toContain(`Support us on ${label}`)
    expect(html).not.toContain('One-time Gift')

    settings.donations = { ...NONE, provider }
    expect(await renderDonate()).toContain('Donation method not configured. Please check back later.')
  })

  it('thanks the donor back from Stripe, or says the gift was cancelled; ignores other values', async () => {
    settings.donations = { ...NONE, provider: 'stripe' }
    expect(await renderDonate({ donation: 'thank-you' })).toContain('Thank you for your gift!')
    expect(await renderDonate({ donation: 'cancelled' })).toContain('Your donation was cancelled.')
    const other = await renderDonate({ donation: '<script>' })
    expect(other).not.toContain('Thank you for your gift!')
    expect(other).not.toContain('was cancelled')
  })
})

describe("the header's Donate button", () => {
  const on = featuresFrom({})
  const button = (donations: DonationSettings, features = on) => buildNavigation(features, [], donateLink(donations)).donate

  it('goes to /donate for PayPal and Stripe', () => {
    expect(button({ ...NONE, provider: 'paypal', paypalBusinessId: 'x' })).toEqual({ href: '/donate', external: false })
    expect(button({ ...NONE, provider: 'stripe' })).toEqual({ href: '/donate', external: false })
  })

  it('links straight out to Ko-fi or Buy Me A Coffee once their page is set', () => {
    expect(button({ ...NONE, provider: 'kofi', kofiUrl: 'https://ko-fi.com/x' })).toEqual({ href: 'https://ko-fi.com/x', external: true })
    expect(button({ ...NONE, provider: 'buymeacoffee', buyMeACoffeeUrl: 'https://www.buymeacoffee.com/x' })).toEqual({
      href: 'https://www.buymeacoffee.com/x',
      external: true,
    })
    expect(button({ ...NONE, provider: 'kofi' })).toEqual({ href: '/donate', external: false })
    expect(button({ ...NONE, provider: 'kofi', kofiUrl: 'javascript:alert(1)' })).toEqual({ href: '/donate', external: false })
  })

  it('is gone while donations are off', () => {
    expect(button({ ...NONE, provider: 'kofi', kofiUrl: 'https://ko-fi.com/x' }, featuresFrom({ donations: false }))).toBeNull()
  })
})

describe('reading Settings → Donations', () => {
  it('defaults to PayPal with nothing set, and trims what is set', () => {
    expect(donationSettingsFrom(undefined)).toEqual(NONE)
    expect(donationSettingsFrom({ provider: 'kofi', kofiUrl: ' https://ko-fi.com/x ' })).toMatchObject({ provider: 'kofi', kofiUrl: 'https://ko-fi.com/x' })
  })

  it('Stripe needs both keys', () => {
    const stripe = { ...NONE, provider: 'stripe' as const }
    expect(donationAreaFrom(stripe, { secretKey: 'sk', webhookSecret: 'whsec' })).toEqual({ kind: 'stripe' })
    expect(donationAreaFrom(stripe, null)).toEqual({ kind: 'not-configured' })
  })
})
