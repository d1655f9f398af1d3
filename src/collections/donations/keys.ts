/**
 * Stripe comes from the server's environment, never from the CMS: STRIPE_SECRET_KEY (to create
 * Checkout Sessions) and STRIPE_WEBHOOK_SECRET (to trust the webhook that records completed
 * gifts). Both are needed: without the second, donors would pay and nothing would be recorded
 * or thanked. STRIPE_API_URL points the SDK at another API host (the tests' loopback fake).
 */
export type StripeKeys = { secretKey: string; webhookSecret: string }

export const stripeKeys = (): StripeKeys | null => {
  const secretKey = process.env.STRIPE_SECRET_KEY?.trim()
  const webhookSecret = process.env.STRIPE_WEBHOOK_SECRET?.trim()
  return secretKey && webhookSecret ? { secretKey, webhookSecret } : null
}
