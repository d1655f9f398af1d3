import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { POST as checkout } from '@/app/(frontend)/api/donations/checkout/route'
import { POST as webhook } from '@/app/(frontend)/api/donations/stripe-webhook/route'
import { AMOUNT_MESSAGE } from '@/lib/validation/donation'
import { call, freshAddress } from '../../api'
import { startStripeFake, signedCheckoutEvent, stripeEnvironment, type StripeFake } from '../../fakes/stripe'
import { testPayload, unique } from '../../factories'
import { uniqueEmail } from '../../factories/community'
import { mailTo, mailsTo } from '../../setup/smtp'

// The settings are one global every test file shares: switching the provider for real would
// change what files running in parallel see. The flags and the settings document, as the
// donation code reads them, are replaced instead (tests/int/api/featureFlags.int.spec.ts does
// the same for the flags).
const settings = vi.hoisted(() => ({ donationsOn: true, provider: 'stripe' as 'stripe' | 'paypal' }))
vi.mock('@/lib/data/site', async (original) => {
  const real = await original<typeof import('@/lib/data/site')>()
  const { featuresFrom } = await import('@/lib/features')
  return {
    ...real,
    getFeatures: async () => featuresFrom({ donations: settings.donationsOn }),
    getSiteSettings: async (payload: Payload) => ({
      ...(await real.getSiteSettings(payload)),
      donations: { provider: settings.provider, paypalBusinessId: 'gifts@example.test' },
    }),
  }
})
// The stored credentials are one global row too, which tests/int/integrations writes while this
// file runs: here Stripe's keys are this file's environment alone.
vi.mock('@/lib/integrations/settings', async (original) => {
  const real = await original<typeof import('@/lib/integrations/settings')>()
  const { stripeKeys } = await import('@/collections/donations/keys')
  return { ...real, stripeKeysFor: async () => stripeKeys(process.env) }
})

const CHECKOUT = '/api/donations/checkout'
const WEBHOOK = '/api/donations/stripe-webhook'
const STRIPE_VARIABLES = ['STRIPE_API_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const

let fake: StripeFake
let secret: string
const saved = Object.fromEntries(STRIPE_VARIABLES.map((name) => [name, process.env[name]]))

beforeAll(async () => {
  fake = await startStripeFake()
  Object.assign(process.env, stripeEnvironment(fake))
  secret = process.env.STRIPE_WEBHOOK_SECRET!
})

afterAll(async () => {
  for (const name of STRIPE_VARIABLES) {
    if (saved[name] === undefined) delete process.env[name]
    else process.env[name] = saved[name]
  }
  await fake.stop()
})

beforeEach(() => {
  settings.donationsOn = true
  settings.provider = 'stripe'
})

afterEach(() => {
  vi.restoreAllMocks()
})

const startCheckout = (body: unknown, options: { origin?: string; address?: string } = {}) =>
  call(checkout, CHECKOUT, {
    method: 'POST',
    body,
    origin: options.origin,
    headers: options.address ? { 'x-forwarded-for': options.address } : {},
  })

const lastSession = () => fake.sessions().at(-1)!

describe('POST /api/donations/checkout', () => {
  it('starts a one-time Stripe Checkout for the chosen amount, in cents, and answers its address', async () => {
    const res = await startCheckout({ amount: 25, frequency: 'one-time' })
    expect(res.status).toBe(200)
    const session = lastSession()
    expect(res.json).toEqual({ url: session.url })
    expect(session.url.startsWith(fake.url)).toBe(true)
    expect(session).toMatchObject({ mode: 'payment', amountTotal: 2500, currency: 'usd', interval: null })
    expect(session.metadata).toEqual({ purpose: 'donation', frequency: 'one-time' })
    expect(session.params.submit_type).toBe('donate')
    expect(session.successUrl).toMatch(/\/donate\?donation=thank-you$/)
    expect(session.cancelUrl).toMatch(/\/donate\?donation=cancelled$/)
  })

  it('makes Monthly Support a subscription with a monthly recurring price', async () => {
    expect((await startCheckout({ amount: 25, frequency: 'monthly' })).status).toBe(200)
    expect(lastSession()).toMatchObject({ mode: 'subscription', amountTotal: 2500, interval: 'month' })
    expect(lastSession().metadata.frequency).toBe('monthly')
    expect(lastSession().params.submit_type).toBeUndefined()
  })

  it('takes any whole-dollar "Other" amount from $1 to $10,000', async () => {
    for (const amount of [1, 37, 10_000]) {
      expect((await startCheckout({ amount, frequency: 'one-time' })).status, String(amount)).toBe(200)
      expect(lastSession().amountTotal).toBe(amount * 100)
    }
  })

  it('refuses every other amount field by field, and Stripe hears nothing', async () => {
    const before = fake.sessions().length
    for (const amount of [0, -5, 10_001, 2.5, '25', 'ten', null, true, [25]]) {
      const res = await startCheckout({ amount, frequency: 'one-time' })
      expect(res.status, JSON.stringify(amount)).toBe(400)
      expect(res.json.errors, JSON.stringify(amount)).toEqual({ amount: AMOUNT_MESSAGE })
    }
    const neither = await startCheckout({ amount: 25, frequency: 'weekly' })
    expect(neither.status).toBe(400)
    expect(Object.keys(neither.json.errors)).toEqual(['frequency'])
    const empty = await startCheckout({})
    expect(Object.keys(empty.json.errors).sort()).toEqual(['amount', 'frequency'])
    expect(fake.sessions()).toHaveLength(before)
  })

  it('answers 404 while donations are off, or when Stripe is not how gifts are received', async () => {
    const before = fake.sessions().length
    settings.donationsOn = false
    expect(await startCheckout({ amount: 25, frequency: 'one-time' })).toMatchObject({ status: 404, json: { message: 'Not found' } })
    settings.donationsOn = true
    settings.provider = 'paypal'
    expect((await startCheckout({ amount: 25, frequency: 'one-time' })).status).toBe(404)
    settings.provider = 'stripe'
    vi.stubEnv('STRIPE_SECRET_KEY', '')
    const unconfigured = await startCheckout({ amount: 25, frequency: 'one-time' })
    vi.unstubAllEnvs()
    expect(unconfigured).toMatchObject({ status: 404, json: { message: 'Donation method not configured. Please check back later.' } })
    expect(fake.sessions()).toHaveLength(before)
  })

  it('refuses another site (403)', async () => {
    expect((await startCheckout({ amount: 25, frequency: 'one-time' }, { origin: 'https://evil.example' })).status).toBe(403)
  })

  it('limits how many checkouts one address starts (429 with Retry-After)', async () => {
    const address = freshAddress()
    for (let i = 0; i < 10; i++) expect((await startCheckout({ amount: 5, frequency: 'one-time' }, { address })).status).toBe(200)
    const refused = await startCheckout({ amount: 5, frequency: 'one-time' }, { address })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

const deliver = (payload: string, signature?: string) =>
  call(webhook, WEBHOOK, {
    method: 'POST',
    rawBody: payload,
    // Stripe posts from its own servers: no Origin, no browser.
    origin: null,
    headers: signature ? { 'stripe-signature': signature } : {},
  })

const recorded = async (stripeSessionId: string) => {
  const payload = await testPayload()
  const { docs } = await payload.find({ collection: 'donations', where: { stripeSessionId: { equals: stripeSessionId } }, depth: 0 })
  return docs
}

const gift = (fields: Omit<Partial<Parameters<typeof signedCheckoutEvent>[1]>, 'email'> = {}) => ({
  id: unique('cs_test'),
  amountTotal: 2500,
  name: 'Grace Giver',
  ...fields,
  email: uniqueEmail('donor'),
})

describe('POST /api/donations/stripe-webhook', () => {
  it('records a signed completed checkout once and thanks the donor by e-mail', async () => {
    const session = gift()
    const { payload, signature } = signedCheckoutEvent(secret, session)
    const res = await deliver(payload, signature)
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ received: true })

    const [donation, ...more] = await recorded(session.id)
    expect(more).toEqual([])
    expect(donation).toMatchObject({
      amount: 25,
      currency: 'usd',
      frequency: 'one-time',
      donorName: 'Grace Giver',
      donorEmail: session.email,
      provider: 'stripe',
    })
    expect(donation.thankYouSentAt).toBeTruthy()

    const mail = await mailTo(session.email, /Thank you for supporting/)
    expect(mail.text).toContain('Dear Grace Giver,')
    expect(mail.text).toContain('$25')
  })

  it('records a repeated event once and sends one thank-you', async () => {
    const session = gift({ amountTotal: 5000 })
    const { payload, signature } = signedCheckoutEvent(secret, session)
    expect((await deliver(payload, signature)).status).toBe(200)
    expect((await deliver(payload, signature)).status).toBe(200)
    await Promise.all([deliver(payload, signature), deliver(payload, signature)])
    expect(await recorded(session.id)).toHaveLength(1)
    await mailTo(session.email, /Thank you/)
    // Give a second e-mail, were one sent, time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await mailsTo(session.email)).toHaveLength(1)
  })

  it('records Monthly Support (a subscription checkout) as monthly', async () => {
    const session = gift({ mode: 'subscription', amountTotal: 1500 })
    const { payload, signature } = signedCheckoutEvent(secret, session)
    expect((await deliver(payload, signature)).status).toBe(200)
    expect(await recorded(session.id)).toMatchObject([{ amount: 15, frequency: 'monthly' }])
    expect((await mailTo(session.email, /Thank you/)).text).toContain('monthly support of $15')
  })

  it('refuses an unsigned event (400) and records nothing', async () => {
    const session = gift()
    const { payload } = signedCheckoutEvent(secret, session)
    const res = await deliver(payload)
    expect(res.status).toBe(400)
    expect(res.json).toEqual({ message: expect.any(String), errors: {} })
    expect(await recorded(session.id)).toEqual([])
  })

  it('refuses a wrong signature (400): another secret, or a body changed after signing', async () => {
    const session = gift()
    const forged = signedCheckoutEvent('whsec_somebody_else', session)
    expect((await deliver(forged.payload, forged.signature)).status).toBe(400)
    const { payload, signature } = signedCheckoutEvent(secret, session)
    expect((await deliver(payload.replace('"amount_total":2500', '"amount_total":1'), signature)).status).toBe(400)
    expect((await deliver(payload, 't=1,v1=00')).status).toBe(400)
    expect(await recorded(session.id)).toEqual([])
    expect(await mailsTo(session.email)).toEqual([])
  })

  it('acknowledges, without recording, what is not a paid donation of this site', async () => {
    const other = gift({ metadata: { order: 'not-a-donation' } })
    const unpaid = gift({ paymentStatus: 'unpaid' })
    const refund = gift()
    for (const [session, type] of [
      [other, 'checkout.session.completed'],
      [unpaid, 'checkout.session.completed'],
      [refund, 'charge.refunded'],
    ] as const) {
      const { payload, signature } = signedCheckoutEvent(secret, session, type)
      expect(await deliver(payload, signature)).toMatchObject({ status: 200, json: { received: true } })
      expect(await recorded(session.id)).toEqual([])
    }
    // The bank debit that was pending is paid later: that event records it.
    const { payload, signature } = signedCheckoutEvent(secret, { ...unpaid, paymentStatus: 'paid' }, 'checkout.session.async_payment_succeeded')
    expect((await deliver(payload, signature)).status).toBe(200)
    expect(await recorded(unpaid.id)).toHaveLength(1)
  })

  it('keeps the gift when the thank-you cannot be sent, and sends it when Stripe delivers again', async () => {
    const payloadClient = await testPayload()
    vi.spyOn(payloadClient, 'sendEmail').mockRejectedValueOnce(new Error('SMTP is down'))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const session = gift()
    const { payload, signature } = signedCheckoutEvent(secret, session)
    expect((await deliver(payload, signature)).status).toBe(503)
    expect(await recorded(session.id)).toMatchObject([{ thankYouSentAt: null }])

    expect((await deliver(payload, signature)).status).toBe(200)
    const [donation, ...more] = await recorded(session.id)
    expect(more).toEqual([])
    expect(donation.thankYouSentAt).toBeTruthy()
    await mailTo(session.email, /Thank you/)
  })

  it('refuses a body over 100 KB (413)', async () => {
    const big = JSON.stringify({ padding: 'x'.repeat(101 * 1024) })
    expect((await deliver(big, 't=1,v1=00')).status).toBe(413)
  })

  it('answers 404 on a server without Stripe keys', async () => {
    vi.stubEnv('STRIPE_WEBHOOK_SECRET', '')
    const { payload, signature } = signedCheckoutEvent(secret, gift())
    const res = await deliver(payload, signature)
    vi.unstubAllEnvs()
    expect(res.status).toBe(404)
  })
})
