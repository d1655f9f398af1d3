import { createPrivateKey } from 'node:crypto'

import { REMOVE_CREDENTIAL } from './removeMarker'

/**
 * Every credential the creator may enter in Settings → Payments & sign-in, with the server
 * variable that, when set, is used instead (the environment wins: a host that manages secrets
 * keeps doing so), and the shape a value must have before it is stored. The global's fields,
 * its hooks, the reads (src/lib/integrations/settings.ts) and the checks all come from this list.
 */
export const INTEGRATION_GROUPS = ['stripe', 'google', 'github', 'apple'] as const
export type IntegrationGroup = (typeof INTEGRATION_GROUPS)[number]

export const GROUP_LABELS: Record<IntegrationGroup, string> = { stripe: 'Stripe', google: 'Google', github: 'GitHub', apple: 'Apple' }

export type Credential = {
  group: IntegrationGroup
  name: string
  label: string
  /** The server variable that takes precedence. */
  env: string
  /** A secret is never shown again; an ID shows its last four characters to tell which one is stored. */
  secret: boolean
  /** Several lines (Apple's .p8 key). */
  multiline?: boolean
  description: string
  /** What is wrong with a typed value, in the creator's words; null when it may be stored. */
  problem?: (value: string) => string | null
}

/** Stored values are at most this long (Apple's key is about 250 characters). */
export const MAX_CREDENTIAL_LENGTH = 4000

const stripeSecretKey = (value: string) => {
  if (/^pk_/.test(value)) return 'This is the publishable key (pk_…). Enter the secret key, which starts with sk_.'
  if (/^whsec_/.test(value)) return 'This is the webhook signing secret. Enter it below; the secret key starts with sk_.'
  return /^(sk|rk)_(test|live)_\w+$/.test(value) ? null : 'A Stripe secret key starts with sk_live_ or sk_test_ (rk_ for a restricted key).'
}

const stripeWebhookSecret = (value: string) =>
  /^whsec_[\w+/=-]+$/.test(value) ? null : 'A webhook signing secret starts with whsec_. Stripe shows it on the webhook’s page.'

const appleTenCharacters = (what: string) => (value: string) =>
  /^[A-Z0-9]{10}$/.test(value) ? null : `Apple’s ${what} is 10 capital letters and digits.`

/** A .p8 key as Apple gives it; "\n" typed as two characters counts as a line break. */
const pemText = (value: string) => value.replace(/\\n/g, '\n')

const applePrivateKey = (value: string) => {
  try {
    const key = createPrivateKey(pemText(value))
    return key.asymmetricKeyType === 'ec' ? null : 'This key is not the kind Apple uses for Sign in with Apple (an EC key from a .p8 file).'
  } catch {
    return 'This is not the text of a .p8 key: paste the whole file, from -----BEGIN PRIVATE KEY----- to -----END PRIVATE KEY-----.'
  }
}

export const CREDENTIALS: readonly Credential[] = [
  { group: 'stripe', name: 'secretKey', label: 'Secret key', env: 'STRIPE_SECRET_KEY', secret: true, problem: stripeSecretKey,
    description: 'Stripe Dashboard → Developers → Keys → Secret key (sk_live_… to take real gifts, sk_test_… to try).' },
  { group: 'stripe', name: 'webhookSecret', label: 'Webhook signing secret', env: 'STRIPE_WEBHOOK_SECRET', secret: true, problem: stripeWebhookSecret,
    description: 'Stripe Dashboard → Developers → Webhooks → the endpoint with the address above → Signing secret (whsec_…). Without it gifts are taken but never recorded or thanked.' },
  { group: 'google', name: 'clientId', label: 'Client ID', env: 'GOOGLE_CLIENT_ID', secret: false,
    description: 'Google Cloud console → APIs & Services → Credentials → OAuth client ID of type “Web application”.' },
  { group: 'google', name: 'clientSecret', label: 'Client secret', env: 'GOOGLE_CLIENT_SECRET', secret: true, description: 'Shown beside the client ID.' },
  { group: 'github', name: 'clientId', label: 'Client ID', env: 'GITHUB_CLIENT_ID', secret: false,
    description: 'GitHub → Settings → Developer settings → OAuth Apps → this site’s app.' },
  { group: 'github', name: 'clientSecret', label: 'Client secret', env: 'GITHUB_CLIENT_SECRET', secret: true, description: '“Generate a new client secret” on the same page.' },
  { group: 'apple', name: 'clientId', label: 'Services ID', env: 'APPLE_CLIENT_ID', secret: false,
    description: 'Apple Developer → Identifiers → a Services ID with Sign in with Apple (e.g. org.example.signin).' },
  { group: 'apple', name: 'teamId', label: 'Team ID', env: 'APPLE_TEAM_ID', secret: false, problem: appleTenCharacters('Team ID'),
    description: 'Top right of the Apple Developer account, under your name.' },
  { group: 'apple', name: 'keyId', label: 'Key ID', env: 'APPLE_KEY_ID', secret: false, problem: appleTenCharacters('Key ID'),
    description: 'Apple Developer → Keys → the key with Sign in with Apple.' },
  { group: 'apple', name: 'privateKey', label: 'Private key (.p8)', env: 'APPLE_PRIVATE_KEY', secret: true, multiline: true, problem: applePrivateKey,
    description: 'Open the .p8 file you downloaded with that key in a text editor and paste all of it.' },
]

export const credentialPath = (credential: Pick<Credential, 'group' | 'name'>) => `${credential.group}.${credential.name}`

export const credentialsOf = (group: IntegrationGroup) => CREDENTIALS.filter((credential) => credential.group === group)

/** Control characters other than line breaks and tabs (those only in a key of several lines). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/
const LINE_BREAKS = /[\t\n\r]/

/** What is wrong with a typed value for `credential` (trimmed first), or null. */
export const credentialProblem = (credential: Credential, typed: string): string | null => {
  const value = typed.trim()
  if (value.length > MAX_CREDENTIAL_LENGTH) return `At most ${MAX_CREDENTIAL_LENGTH.toLocaleString('en-US')} characters.`
  if (CONTROL.test(value) || (!credential.multiline && LINE_BREAKS.test(value))) return 'Only the characters of the value itself: no control characters or line breaks.'
  if (value.includes(REMOVE_CREDENTIAL.slice(0, 1))) return 'No credential contains “<”: check what was pasted.'
  return credential.problem?.(value) ?? null
}

