import { ValidationError, type GlobalAfterReadHook, type GlobalBeforeChangeHook } from 'payload'

import { callbackUrl } from '@/lib/auth/oauth/callbackUrl'
import { SOCIAL_PROVIDERS } from '@/lib/auth/socialProviders'
import { CREDENTIALS, credentialPath, credentialProblem } from '@/lib/integrations/credentials'
import { REMOVE_CREDENTIAL } from '@/lib/integrations/removeMarker'
import { seal } from '@/lib/integrations/sealed'
import { serverUrl } from '@/lib/serverUrl'
import { credentialStates, openRow, storedIntegrations, type StoredRow } from '@/lib/integrations/settings'

type Data = Record<string, unknown>

const groupOf = (data: Data, group: string): Data => {
  const value = data[group]
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : {}
}

/**
 * Writing: each credential is sealed (src/lib/integrations/sealed.ts) before it is stored. The
 * admin never holds a stored value, so what it sends back decides:
 * - nothing, an empty value, or the stored value itself: keep it (saving the form changes only
 *   what was typed);
 * - REMOVE_CREDENTIAL ("Remove"): clear it;
 * - text: checked for its shape (a plain message per field, 400) and sealed.
 * The stored row is read here without hooks: the document Payload hands the hook went through
 * the read hook below, which blanks every value.
 */
export const sealCredentials: GlobalBeforeChangeHook = async ({ data, req }) => {
  const stored = await storedIntegrations(req.payload, req)
  const next: Data = { ...data }
  delete next.status
  const errors: { path: string; message: string }[] = []
  for (const credential of CREDENTIALS) {
    const path = credentialPath(credential)
    const incoming = groupOf(data, credential.group)[credential.name]
    const kept = stored[credential.group]?.[credential.name] ?? null
    let value: unknown = kept
    if (incoming === REMOVE_CREDENTIAL) value = null
    // Payload fills a field the request left out with the stored (sealed) value: kept as it is.
    else if (incoming === kept) value = kept
    else if (typeof incoming === 'string' && incoming.trim()) {
      const problem = credentialProblem(credential, incoming)
      if (problem) errors.push({ path, message: problem })
      else value = seal(incoming.trim(), path, req.payload.secret)
    } else if (incoming !== undefined && incoming !== null && typeof incoming !== 'string') {
      errors.push({ path, message: 'Enter the value as text.' })
    }
    next[credential.group] = { ...groupOf(next, credential.group), [credential.name]: value }
  }
  if (errors.length) throw new ValidationError({ errors, global: 'integrations', req })
  return next
}

/**
 * Reading (the admin, /cms-api, the Local API): no stored value ever leaves the server, sealed
 * or not. In their place `status` says, per credential, whether it is set on the server, stored
 * (with the last four characters of an ID), stored but no longer readable (the server's secret
 * changed), or missing; and per provider the address to register with it (sign-in callbacks, Stripe's webhook).
 */
export const withoutCredentials: GlobalAfterReadHook = ({ doc, req }) => {
  const states = credentialStates(openRow(doc as StoredRow, req.payload.secret))
  const out: Data = { ...(doc as Data) }
  for (const credential of CREDENTIALS) out[credential.group] = { ...groupOf(out, credential.group), [credential.name]: '' }
  out.status = {
    credentials: states,
    callbacks: {
      stripe: `${serverUrl()}/api/donations/stripe-webhook`,
      ...Object.fromEntries(SOCIAL_PROVIDERS.map((provider) => [provider, callbackUrl(provider)])),
    },
  }
  return out
}
