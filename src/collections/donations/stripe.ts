import Stripe from 'stripe'

import type { StripeKeys } from './keys'

/** STRIPE_API_URL, e.g. `http://127.0.0.1:12111` (the tests' fake) → the SDK's host, port and protocol options; nothing when unset. */
const apiHost = (): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> => {
  const raw = process.env.STRIPE_API_URL?.trim()
  if (!raw) return {}
  const url = new URL(raw)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol }
}

let client: { key: string; stripe: Stripe } | null = null

/** The SDK client for the current keys (made again only when the environment changes). */
export const stripeClient = (keys: StripeKeys): Stripe => {
  const key = `${keys.secretKey}|${process.env.STRIPE_API_URL ?? ''}`
  if (client?.key !== key) {
    client = {
      key,
      stripe: new Stripe(keys.secretKey, {
        ...apiHost(),
        // A visitor waits for the answer: fail in seconds, retry a dropped connection once.
        timeout: 15_000,
        maxNetworkRetries: 1,
        telemetry: false,
        appInfo: { name: 'renewed-mind-donations' },
      }),
    }
  }
  return client.stripe
}
