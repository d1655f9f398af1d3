/**
 * Stripe's two keys: STRIPE_SECRET_KEY (to create Checkout Sessions) and STRIPE_WEBHOOK_SECRET
 * (to trust the webhook that records completed gifts). Both are needed: without the second,
 * donors would pay and nothing would be recorded or thanked. They come from the server's
 * environment or, where it sets none, from what the creator entered in Settings → Payments &
 * sign-in (`integrationEnvironment`, src/lib/integrations/settings.ts, hands both over under
 * these names). STRIPE_API_URL points the SDK at another API host (the tests' loopback fake).
 */
export type StripeKeys = { secretKey: string; webhookSecret: string }

type Env = Record<string, string | undefined>

export const stripeKeys = (env: Env): StripeKeys | null => {
  const secretKey = env.STRIPE_SECRET_KEY?.trim()
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim()
  return secretKey && webhookSecret ? { secretKey, webhookSecret } : null
}
