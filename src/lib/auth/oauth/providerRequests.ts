import { OAuth2Tokens } from 'arctic'
import { z } from 'zod'

/**
 * How the site talks to a provider's servers during a sign-in: every call is bounded in time
 * (a provider that hangs must not hold the browser, or a server worker, for long), and any
 * answer but the expected one becomes a ProviderError, which the callback turns into the
 * login page's "couldn't complete sign-in" instead of a 500.
 */
const PROVIDER_TIMEOUT_MS = 10_000

export class ProviderError extends Error {
  override name = 'ProviderError'
}

/** An error and its causes in one line, for the server log ("fetch failed: connect ECONNREFUSED …"). */
const describe = (error: unknown): string => {
  const messages: string[] = []
  for (let current = error; current instanceof Error && messages.length < 4; current = current.cause) messages.push(current.message)
  return messages.join(': ') || String(error)
}

const oauthError = z.object({ error: z.string(), error_description: z.string().optional() })

/** A JSON request to a provider, parsed with `schema`. */
export const providerJson = async <S extends z.ZodType>(what: string, url: string, init: RequestInit, schema: S): Promise<z.output<S>> => {
  let response: Response
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) })
  } catch (error) {
    throw new ProviderError(`${what}: ${describe(error)}`, { cause: error })
  }
  const body: unknown = await response.json().catch(() => undefined)
  // GitHub answers a bad or used code with 200 and an error field; the others with 400.
  const refused = oauthError.safeParse(body)
  if (refused.success) throw new ProviderError(`${what}: HTTP ${response.status} ${refused.data.error}`)
  if (!response.ok) throw new ProviderError(`${what}: HTTP ${response.status}`)
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw new ProviderError(`${what}: unexpected answer`)
  return parsed.data
}

const tokensSchema = z.looseObject({ access_token: z.string(), id_token: z.string().optional() })

/** HTTP Basic client authentication (RFC 6749 §2.3.1: each part form-encoded first). */
const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`

/**
 * The authorization code exchanged at the token endpoint (RFC 6749 §4.1.3), the client
 * authenticated with HTTP Basic (`client`) or by fields in the form (Apple's client_secret).
 * Made here rather than by arctic's OAuth2Client, whose request sets Content-Length by hand:
 * the `undici` dispatcher Payload's dependencies install for the whole process refuses that
 * header, so the request never leaves.
 */
export const requestTokens = async (
  what: string,
  tokenUrl: string,
  form: Record<string, string>,
  client?: { id: string; secret: string },
): Promise<OAuth2Tokens> => {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' }
  if (client) headers.Authorization = basic(client.id, client.secret)
  const data = await providerJson(what, tokenUrl, { method: 'POST', headers, body: new URLSearchParams(form) }, tokensSchema)
  return new OAuth2Tokens(data)
}
