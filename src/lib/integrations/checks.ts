import type { Payload } from 'payload'

import { getDonationSettings } from '@/collections/donations/data'
import { stripeClient } from '@/collections/donations/stripe'
import { callbackUrl } from '@/lib/auth/oauth/callbackUrl'
import { appleClientSecret } from '@/lib/auth/oauth/providers/apple'
import { providerSettings, type ProviderSettings } from '@/lib/auth/oauth/settings'
import type { IntegrationCheckInput } from '@/lib/validation/integrationCheck'
import type { CheckResult } from './checkResult'
import { credentialsOf, GROUP_LABELS, type IntegrationGroup } from './credentials'
import { checkDonationProvider, DONATION_CHECK_FIELDS, isDonationCheckGroup } from './donationChecks'
import { integrationEnvironment, type Env } from './settings'

/**
 * The admin's Test: asks the provider whether it accepts the credentials, without any member or
 * donor, and says what is wrong in the creator's words.
 * - Stripe: reads the account's balance with the secret key (the smallest call any key may make).
 * - Google, GitHub, Apple: exchange a code nobody issued at the token endpoint. A provider checks
 *   the client first: bad credentials answer `invalid_client` (GitHub: `incorrect_client_credentials`),
 *   good ones reach the code and answer `invalid_grant` (GitHub: `bad_verification_code`).
 * - PayPal, Ko-fi, Buy Me A Coffee: the address or ID of Site settings → Donations
 *   (src/lib/integrations/donationChecks.ts).
 */
const TIMEOUT_MS = 10_000
const UNISSUED_CODE = 'renewed-mind-credentials-check'

/** The credentials in use, with the typed (unsaved) values in place of stored ones; never in place of the server's. */
const environmentWith = async (payload: Payload, group: IntegrationGroup, typed: IntegrationCheckInput['values'] = {}): Promise<Env> => {
  const env = await integrationEnvironment(payload)
  for (const credential of credentialsOf(group)) {
    const value = typed[credential.name as keyof typeof typed]?.trim()
    if (value && !process.env[credential.env]?.trim()) env[credential.env] = value
  }
  return env
}

const missing = (group: IntegrationGroup, env: Env): string[] =>
  credentialsOf(group)
    .filter((credential) => !env[credential.env]?.trim())
    .map((credential) => credential.label.toLowerCase())

const causeOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

const checkStripe = async (env: Env): Promise<CheckResult> => {
  const secretKey = env.STRIPE_SECRET_KEY?.trim()
  if (!secretKey) return { ok: false, message: 'Enter the secret key first.' }
  try {
    await stripeClient({ secretKey, webhookSecret: '' }).balance.retrieve(undefined, { maxNetworkRetries: 0, timeout: TIMEOUT_MS })
  } catch (error) {
    const type = (error as { type?: string }).type
    if (type === 'StripeAuthenticationError') return { ok: false, message: 'Stripe refused this key: it is not a valid secret key (it may have been rolled or deleted).' }
    if (type === 'StripePermissionError') return { ok: false, message: 'Stripe knows this key, but it may not read the account: a restricted key needs at least “Balance: Read” and “Checkout Sessions: Write”.' }
    if (type === 'StripeConnectionError') return { ok: false, message: `Stripe could not be reached from the server (${causeOf(error)}). Try again in a moment.` }
    return { ok: false, message: `Stripe answered with an error: ${causeOf(error)}` }
  }
  const mode = secretKey.includes('_live_') ? 'live mode: real gifts' : 'test mode: no real money moves'
  const webhook = env.STRIPE_WEBHOOK_SECRET?.trim()
    ? 'The webhook signing secret is set; Stripe’s first event to this site proves it.'
    : 'The webhook signing secret is still missing: without it gifts are taken but not recorded, so the site does not offer Stripe yet.'
  return { ok: Boolean(env.STRIPE_WEBHOOK_SECRET?.trim()), message: `Stripe accepted this secret key (${mode}). ${webhook}` }
}

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`

/** The token endpoint's answer to a code nobody issued, authenticated as the client. */
const tokenAnswer = async (settings: ProviderSettings): Promise<{ status: number; error: string; description: string }> => {
  const form: Record<string, string> = { grant_type: 'authorization_code', code: UNISSUED_CODE, redirect_uri: callbackUrl(settings.provider) }
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' }
  if (settings.provider === 'apple') Object.assign(form, { client_id: settings.clientId, client_secret: appleClientSecret(settings) })
  else headers.authorization = basic(settings.clientId, settings.clientSecret)
  const response = await fetch(settings.tokenUrl, { method: 'POST', headers, body: new URLSearchParams(form), signal: AbortSignal.timeout(TIMEOUT_MS) })
  const body = (await response.json().catch(() => ({}))) as { error?: unknown; error_description?: unknown }
  return {
    status: response.status,
    error: typeof body.error === 'string' ? body.error : '',
    description: typeof body.error_description === 'string' ? body.error_description : '',
  }
}

const REFUSED_CLIENT = new Set(['invalid_client', 'unauthorized_client', 'incorrect_client_credentials'])
const REACHED_THE_CODE = new Set(['invalid_grant', 'bad_verification_code'])

const refusedMessage = (provider: ProviderSettings['provider'], description: string): string => {
  switch (provider) {
    case 'google':
      return /not found/i.test(description)
        ? 'Google does not know this client ID.'
        : 'Google refused these credentials: the client ID is unknown or the client secret is not its secret.'
    case 'github':
      return 'GitHub does not know this client ID, or the client secret is not its secret.'
    case 'apple':
      return 'Apple refused these credentials: check the Services ID, the Team ID, and that the key (Key ID and .p8 file) belongs to this team and has Sign in with Apple.'
  }
}

const checkSignIn = async (group: Exclude<IntegrationGroup, 'stripe'>, env: Env): Promise<CheckResult> => {
  const label = GROUP_LABELS[group]
  const settings = providerSettings(group, env)
  if (!settings) return { ok: false, message: `Enter the ${missing(group, env).join(', ')} first.` }
  let answer
  try {
    answer = await tokenAnswer(settings)
  } catch (error) {
    if (error instanceof Error && error.name === 'ProviderError')
      return { ok: false, message: 'The private key is not a .p8 key: paste the whole file, from -----BEGIN PRIVATE KEY----- to -----END PRIVATE KEY-----.' }
    return { ok: false, message: `${label} could not be reached from the server (${causeOf(error)}). Try again in a moment.` }
  }
  if (REACHED_THE_CODE.has(answer.error)) return { ok: true, message: `${label} accepted these credentials. Members can sign in with ${label}.` }
  if (REFUSED_CLIENT.has(answer.error)) return { ok: false, message: refusedMessage(group, answer.description) }
  if (answer.error === 'redirect_uri_mismatch')
    return { ok: false, message: `${label} knows these credentials, but not this site’s callback address: register ${callbackUrl(group)} with ${label}.` }
  return { ok: false, message: `${label} answered something unexpected (HTTP ${answer.status}${answer.error ? `, ${answer.error}` : ''}).` }
}

export const checkIntegration = async (payload: Payload, { group, values = {} }: IntegrationCheckInput): Promise<CheckResult> => {
  if (isDonationCheckGroup(group)) {
    const field = DONATION_CHECK_FIELDS[group]
    const typed = values[field]?.trim()
    return checkDonationProvider(group, typed || (await getDonationSettings(payload))[field])
  }
  const env = await environmentWith(payload, group, values)
  return group === 'stripe' ? checkStripe(env) : checkSignIn(group, env)
}
