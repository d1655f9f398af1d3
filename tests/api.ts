/**
 * Calls a Next route handler directly, as the server would: a real Request in, the handler's
 * Response out. Members are signed in with a real Payload session cookie.
 */
import { startSession } from '@/lib/auth/signIn'
import { serverUrl } from '@/lib/serverUrl'
import type { User } from '@/payload-types'
import { testPayload } from './factories'

type Handler<P> = (req: Request, context: { params: Promise<P> }) => Promise<Response>

export const TEST_PASSWORD = 'a-long-test-password'

/** A session cookie for `user` (created by the factories with TEST_PASSWORD). */
export const sessionCookie = async (user: Pick<User, 'email'>): Promise<string> => {
  const payload = await testPayload()
  // The site's own session start: Payload's login leaves the token out of its answer.
  const { token } = await startSession(payload, user.email, TEST_PASSWORD)
  return `payload-token=${token}`
}

let calls = 0
/** A documentation-range IPv6 network (counted per /64) of its own for every call of every test process. */
export const freshAddress = () => `2001:db8:${(process.pid % 0xffff).toString(16)}:${(++calls % 0xffff).toString(16)}::1`

export type CallOptions<P = Record<string, string>> = {
  method?: string
  params?: P
  query?: Record<string, string>
  body?: unknown
  /** A raw body, sent as is (malformed JSON, bytes that are not UTF-8, oversized payloads). */
  rawBody?: string | Uint8Array<ArrayBuffer>
  as?: Pick<User, 'email'> | null
  cookie?: string
  headers?: Record<string, string>
  /** The Origin header: the site's own by default for mutations. */
  origin?: string | null
}

export const call = async <P extends Record<string, string>>(handler: Handler<P>, path: string, options: CallOptions<P> = {}) => {
  const { method = 'GET', params = {}, query, body, rawBody, as, headers = {} } = options
  const url = new URL(path, serverUrl())
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v)
  const h = new Headers(headers)
  // What the app's server writes for every request: the client's address. Each call gets its
  // own unless the test names one, so the rate limits see independent visitors.
  if (!h.has('x-forwarded-for')) h.set('x-forwarded-for', freshAddress())
  const cookie = options.cookie ?? (as ? await sessionCookie(as) : undefined)
  if (cookie) h.set('cookie', cookie)
  const origin = options.origin === undefined ? (method === 'GET' ? null : new URL(serverUrl()).origin) : options.origin
  if (origin) h.set('origin', origin)
  // What a browser sends on the site's own requests; Payload reads the session cookie only then.
  if (!h.has('sec-fetch-site')) h.set('sec-fetch-site', origin && origin !== new URL(serverUrl()).origin ? 'cross-site' : 'same-origin')
  let payloadBody: string | Uint8Array<ArrayBuffer> | undefined
  if (rawBody !== undefined) payloadBody = rawBody
  else if (body !== undefined) payloadBody = JSON.stringify(body)
  if (payloadBody !== undefined && !h.has('content-type')) h.set('content-type', 'application/json')
  const res = await handler(new Request(url, { method, headers: h, body: payloadBody }), { params: Promise.resolve(params as P) })
  const text = await res.text()
  let json: unknown = undefined
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    json = undefined
  }
  return { status: res.status, headers: res.headers, text, json: json as any } // eslint-disable-line @typescript-eslint/no-explicit-any
}
