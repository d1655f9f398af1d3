import type { Payload, PayloadRequest } from 'payload'

import { stripeKeys, type StripeKeys } from '@/collections/donations/keys'
import { providerSettings, type ProviderSettings } from '@/lib/auth/oauth/settings'
import type { SocialProvider } from '@/lib/auth/socialProviders'
import { onContentChange } from '@/lib/cache/revalidate'
import { CREDENTIALS, credentialPath, type Credential } from './credentials'
import { unseal } from './sealed'

/**
 * The one read of the site's credentials: the server's environment first, then what the creator
 * entered in Settings → Payments & sign-in, variable by variable. Stripe's client and webhook,
 * the donate page's "can a gift be taken", the login page's buttons and the OAuth flow all ask
 * here, under the environment's names (STRIPE_SECRET_KEY, GOOGLE_CLIENT_ID, …), so the code that
 * uses a credential does not care where it was set.
 *
 * The stored values are opened once and kept in this process's memory (never in Next's data
 * cache, which is written to disk or Redis): until a content change in this process (the
 * global's save runs revalidateSite) or for at most 30 seconds, for a save in another process.
 */
export type Env = Record<string, string | undefined>

const MAX_AGE_MS = 30_000

export type Opened = { values: Map<string, string>; unreadable: Set<string> }

let memo: { at: number; opened: Promise<Opened> } | null = null
onContentChange(() => {
  memo = null
})

const setInEnvironment = (credential: Credential, env: Env = process.env) => Boolean(env[credential.env]?.trim())

/** The stored row as the database holds it (sealed values), read without Payload's hooks. */
export type StoredRow = Record<string, Record<string, unknown> | null | undefined>

export const storedIntegrations = async (payload: Payload, req?: Partial<PayloadRequest>): Promise<StoredRow> =>
  ((await payload.db.findGlobal({ slug: 'integrations', req })) ?? {}) as StoredRow

/** The sealed values of a stored row, opened with the server's secret. */
export const openRow = (row: StoredRow, serverSecret: string): Opened => {
  const values = new Map<string, string>()
  const unreadable = new Set<string>()
  for (const credential of CREDENTIALS) {
    const sealed = row[credential.group]?.[credential.name]
    if (typeof sealed !== 'string' || !sealed) continue
    const path = credentialPath(credential)
    const plain = unseal(sealed, path, serverSecret)
    if (plain === null) unreadable.add(path)
    else values.set(path, plain)
  }
  return { values, unreadable }
}

const open = async (payload: Payload): Promise<Opened> => openRow(await storedIntegrations(payload), payload.secret)

const opened = (payload: Payload): Promise<Opened> => {
  if (!memo || Date.now() - memo.at > MAX_AGE_MS) {
    const reading = open(payload)
    memo = { at: Date.now(), opened: reading }
    // A failed read is not remembered: the next caller tries again.
    reading.catch(() => {
      if (memo?.opened === reading) memo = null
    })
  }
  return memo.opened
}

/** The credentials in use, under the server variables' names: the environment's, else the stored ones. */
export const integrationEnvironment = async (payload: Payload): Promise<Env> => withStored(await opened(payload))

/** `env` with each credential it does not set taken from the opened row. */
export const withStored = ({ values }: Opened, env: Env = process.env): Env => {
  const merged: Env = { ...env }
  for (const credential of CREDENTIALS) {
    const stored = values.get(credentialPath(credential))
    if (!setInEnvironment(credential, env) && stored) merged[credential.env] = stored
  }
  return merged
}

/** Stripe's keys in use, or null while either is missing. */
export const stripeKeysFor = async (payload: Payload): Promise<StripeKeys | null> => stripeKeys(await integrationEnvironment(payload))

/** A sign-in provider's settings in use, or null while a credential is missing. */
export const socialProviderSettings = async (payload: Payload, provider: SocialProvider): Promise<ProviderSettings | null> =>
  providerSettings(provider, await integrationEnvironment(payload))

/** Where each credential comes from, for the admin: the server, the stored value, one that no longer opens, or nowhere. */
export type CredentialState = {
  source: 'server' | 'stored' | 'unreadable' | 'none'
  /** The server variable that would take precedence. */
  env: string
  /** The last characters of a stored ID ("…1234"); never any part of a secret. */
  hint?: string
}

export const credentialStates = ({ values, unreadable }: Opened): Record<string, CredentialState> => {
  const states: Record<string, CredentialState> = {}
  for (const credential of CREDENTIALS) {
    const path = credentialPath(credential)
    const stored = values.get(path)
    const source = setInEnvironment(credential) ? 'server' : stored ? 'stored' : unreadable.has(path) ? 'unreadable' : 'none'
    const hint = source === 'stored' && !credential.secret && stored && stored.length > 8 ? `…${stored.slice(-4)}` : undefined
    states[path] = { source, env: credential.env, ...(hint ? { hint } : {}) }
  }
  return states
}
