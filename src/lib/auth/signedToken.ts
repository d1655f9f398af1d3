import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Tokens for links sent by e-mail that must act without a session (a reminder's "Mark as
 * complete", its "Stop these e-mails"): the claims in the clear, base64url JSON, then an
 * HMAC-SHA256 over the purpose and the claims with a key derived from the site's secret. Each
 * purpose has its own key, so a token made for one purpose is refused for any other; a change
 * to any claim, an expired token or another secret is refused too. Nothing is stored: the
 * claims say everything the link may do.
 */
type Claims = Record<string, number>

const keyFor = (secret: string, purpose: string) => createHmac('sha256', secret).update(`signed-link:${purpose}`).digest()

const mac = (secret: string, purpose: string, body: string) => createHmac('sha256', keyFor(secret, purpose)).update(body).digest()

/** `claims` signed for `purpose`; with `expiresAt`, refused after that moment. */
export const signToken = (secret: string, purpose: string, claims: Claims, expiresAt?: Date): string => {
  const all = expiresAt ? { ...claims, exp: Math.floor(expiresAt.getTime() / 1000) } : claims
  const body = Buffer.from(JSON.stringify(all)).toString('base64url')
  return `${body}.${mac(secret, purpose, body).toString('base64url')}`
}

const TOKEN = /^[A-Za-z0-9_-]{1,400}\.[A-Za-z0-9_-]{43}$/

/**
 * The claims of a token signed for `purpose` with this secret and not expired at `now`; null
 * for anything else. Each claim named in `required` must be a whole number.
 */
export const verifyToken = <K extends string>(secret: string, purpose: string, token: unknown, required: readonly K[], now: Date = new Date()): Record<K, number> | null => {
  if (typeof token !== 'string' || !TOKEN.test(token)) return null
  const [body, signature] = token.split('.')
  const expected = mac(secret, purpose, body)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  let claims: unknown
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  if (!claims || typeof claims !== 'object') return null
  const values = claims as Record<string, unknown>
  if ('exp' in values && !(typeof values.exp === 'number' && values.exp * 1000 > now.getTime())) return null
  for (const name of required) if (!Number.isSafeInteger(values[name])) return null
  return values as Record<K, number>
}
