/**
 * A loopback stand-in for Stripe's API, enough for the donate flow: the app's `stripe` SDK is
 * pointed at it with STRIPE_API_URL (host, port and protocol), so no test ever reaches Stripe.
 *
 * - `POST /v1/checkout/sessions` answers a plausible Checkout Session ({id, url, mode,
 *   amount_total, …}) and records what it was sent; like Stripe, a request with an
 *   Idempotency-Key seen before gets the first answer again (400 when its parameters differ);
 * - `GET /pay/{id}` is the "payment page" a donor lands on: it shows the amount and the mode,
 *   with links back to the session's success and cancel addresses;
 * - `GET /v1/balance` answers for the fake's test keys (`sk_test_fake…`, `rk_test_fake…`) and
 *   refuses any other key with Stripe's 401, as the admin's Test button needs;
 * - `GET /__fake/checkout-sessions` lists what was recorded, for tests in other processes.
 *
 * `npm test` starts it beside the mail catcher (scripts/test.ts). By hand, for the dev server:
 *   node --import tsx tests/fakes/stripe.ts 12111
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'

import Stripe from 'stripe'

export type FakeCheckoutSession = {
  id: string
  url: string
  mode: string
  /** unit_amount × quantity of the one line, in cents. */
  amountTotal: number
  currency: string
  /** `month` for a subscription's recurring price, else null. */
  interval: string | null
  productName: string
  metadata: Record<string, string>
  successUrl: string
  cancelUrl: string
  /** The form fields exactly as the SDK sent them (`line_items[0][price_data][unit_amount]`…). */
  params: Record<string, string>
  /** The Idempotency-Key it was opened with, if any. */
  idempotencyKey: string | null
}

/** The keys the fake's balance accepts; every other key is "invalid", as Stripe says of a rolled one. */
const FAKE_VALID_KEY = /^Bearer (sk|rk)_test_fake\w*$/

export type StripeFake = { url: string; sessions: () => FakeCheckoutSession[]; stop: () => Promise<void> }

const metadataOf = (params: Record<string, string>, prefix: string) =>
  Object.fromEntries(
    Object.entries(params).flatMap(([key, value]) => {
      const match = new RegExp(`^${prefix.replace(/[[\]]/g, '\\$&')}\\[(\\w+)\\]$`).exec(key)
      return match ? [[match[1], value]] : []
    }),
  )

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const readBody = (req: http.IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })

const sendJson = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

export async function startStripeFake({ port = 0 }: { port?: number } = {}): Promise<StripeFake> {
  const sessions: FakeCheckoutSession[] = []
  const byKey = new Map<string, { body: string; answer: unknown }>()
  let base = ''

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    try {
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        if (!/^Bearer sk_\w+/.test(req.headers.authorization ?? '')) {
          return sendJson(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } })
        }
        const raw = await readBody(req)
        const key = req.headers['idempotency-key']
        const earlier = typeof key === 'string' ? byKey.get(key) : undefined
        if (earlier && earlier.body !== raw) {
          return sendJson(res, 400, { error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.' } })
        }
        if (earlier) return sendJson(res, 200, earlier.answer)
        const params = Object.fromEntries(new URLSearchParams(raw))
        const line = 'line_items[0]'
        const id = `cs_test_fake_${sessions.length + 1}_${Date.now().toString(36)}`
        const session: FakeCheckoutSession = {
          id,
          url: `${base}/pay/${id}`,
          mode: params.mode ?? 'payment',
          amountTotal: Number(params[`${line}[price_data][unit_amount]`] ?? 0) * Number(params[`${line}[quantity]`] ?? 1),
          currency: params[`${line}[price_data][currency]`] ?? 'usd',
          interval: params[`${line}[price_data][recurring][interval]`] ?? null,
          productName: params[`${line}[price_data][product_data][name]`] ?? '',
          metadata: metadataOf(params, 'metadata'),
          successUrl: params.success_url ?? '',
          cancelUrl: params.cancel_url ?? '',
          params,
          idempotencyKey: typeof key === 'string' ? key : null,
        }
        sessions.push(session)
        const answer = {
          id,
          object: 'checkout.session',
          url: session.url,
          mode: session.mode,
          status: 'open',
          payment_status: 'unpaid',
          amount_total: session.amountTotal,
          currency: session.currency,
          metadata: session.metadata,
          success_url: session.successUrl,
          cancel_url: session.cancelUrl,
          livemode: false,
          created: Math.floor(Date.now() / 1000),
        }
        if (typeof key === 'string') byKey.set(key, { body: raw, answer })
        return sendJson(res, 200, answer)
      }
      // The admin's Test button reads the balance: only the fake's own test keys are valid here.
      if (req.method === 'GET' && url.pathname === '/v1/balance') {
        if (!FAKE_VALID_KEY.test(req.headers.authorization ?? '')) {
          return sendJson(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_****' } })
        }
        return sendJson(res, 200, { object: 'balance', available: [{ amount: 0, currency: 'usd' }], pending: [{ amount: 0, currency: 'usd' }], livemode: false })
      }
      if (req.method === 'GET' && url.pathname.startsWith('/pay/')) {
        const session = sessions.find((s) => s.url.endsWith(url.pathname))
        if (!session) return sendJson(res, 404, { error: { message: 'No such session' } })
        const amount = (session.amountTotal / 100).toFixed(2)
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        return res.end(
          `<!doctype html><html lang="en"><head><title>Fake Stripe Checkout</title></head><body><main>` +
            `<h1>Fake Stripe Checkout</h1>` +
            `<p>Session <span data-testid="session">${escapeHtml(session.id)}</span></p>` +
            `<p>Amount <span data-testid="amount">${session.amountTotal}</span> (${escapeHtml(session.currency.toUpperCase())} ${amount})</p>` +
            `<p>Mode <span data-testid="mode">${escapeHtml(session.mode)}</span>${session.interval ? ` every ${escapeHtml(session.interval)}` : ''}</p>` +
            `<p><a href="${escapeHtml(session.successUrl)}">Pay</a> <a href="${escapeHtml(session.cancelUrl)}">Cancel</a></p>` +
            `</main></body></html>`,
        )
      }
      if (req.method === 'GET' && url.pathname === '/__fake/checkout-sessions') return sendJson(res, 200, sessions)
      return sendJson(res, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } })
    } catch (error) {
      return sendJson(res, 500, { error: { type: 'api_error', message: String(error) } })
    }
  })

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: base,
    sessions: () => [...sessions],
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** What the app server needs to use the fake (the keys are test values, never real ones). */
export const stripeEnvironment = (fake: StripeFake) => ({
  STRIPE_API_URL: fake.url,
  STRIPE_SECRET_KEY: 'sk_test_fake_for_tests',
  STRIPE_WEBHOOK_SECRET: 'whsec_fake_for_tests',
})

// ---------------------------------------------------------------------------------------
// For tests in another process than the fake (browser specs): read it over HTTP.

/** The sessions the fake at `base` (default STRIPE_API_URL) has recorded, oldest first. */
export const fakeCheckoutSessions = async (base = process.env.STRIPE_API_URL): Promise<FakeCheckoutSession[]> => {
  if (!base) throw new Error('STRIPE_API_URL is not set: the tests run without the Stripe fake (tests/fakes/stripe.ts)')
  return (await (await fetch(`${base}/__fake/checkout-sessions`)).json()) as FakeCheckoutSession[]
}

type SessionFields = {
  id: string
  amountTotal: number
  mode?: 'payment' | 'subscription'
  email?: string | null
  name?: string | null
  metadata?: Record<string, string>
  paymentStatus?: 'paid' | 'unpaid' | 'no_payment_required'
}

/**
 * A `checkout.session.completed` event (or another `type`) as Stripe would post it: the raw
 * body and its Stripe-Signature header, signed with `secret` by the SDK's own test helper.
 */
export const signedCheckoutEvent = (secret: string, fields: SessionFields, type = 'checkout.session.completed') => {
  const mode = fields.mode ?? 'payment'
  const payload = JSON.stringify({
    id: `evt_fake_${fields.id}`,
    object: 'event',
    type,
    api_version: null,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: fields.id,
        object: 'checkout.session',
        mode,
        status: 'complete',
        payment_status: fields.paymentStatus ?? 'paid',
        amount_total: fields.amountTotal,
        currency: 'usd',
        customer_details: { email: fields.email ?? null, name: fields.name ?? null },
        metadata: fields.metadata ?? { purpose: 'donation', frequency: mode === 'subscription' ? 'monthly' : 'one-time' },
      },
    },
  })
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) }
}

// `node --import tsx tests/fakes/stripe.ts [port]`: run the fake on its own (for `next dev`).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void startStripeFake({ port: Number(process.argv[2] || 12111) }).then((fake) => {
    console.log(`Stripe fake listening on ${fake.url}`)
    const stop = () => void fake.stop().then(() => process.exit(0))
    process.on('SIGINT', stop)
    process.on('SIGTERM', stop)
  })
}
