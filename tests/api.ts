/**
 * Calls a Next route handler directly, as the server would: a real Request in, the handler's
 * Response out. Members are signed in with a real Payload session cookie.
 */
import { serverUrl } from '@/lib/serverUrl'
import type { User } from '@/payload-types'
import { testPayload } from './factories'

type Handler = (req: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>

export const TEST_PASSWORD = 'a-long-test-password'

/** A session cookie for `user` (created by the factories with TEST_PASSWORD). */
export const sessionCookie = async (user: Pick<User, 'email'>): Promise<string> => {
  const payload = await testPayload()
  const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: TEST_PASSWORD } })
  return `payload-token=${token}`
}

export type CallOptions = {
  method?: string
  params?: Record<string, string>
  query?: Record<string, string>
  body?: unknown
  /** A raw body, sent as is (malformed JSON, oversized payloads). */
  rawBody?: string
  as?: Pick<User, 'email'> | null
  cookie?: string
  headers?: Record<string, string>
  /** The Origin header: the site's own by default for mutations. */
  origin?: string | null
}

export const call = async (handler: Handler, path: string, options: CallOptions = {}) => {
  const { method = 'GET', params = {}, query, body, rawBody, as, headers = {} } = options
  const url = new URL(path, serverUrl())
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v)
  const h = new Headers(headers)
  const cookie = options.cookie ?? (as ? await sessionCookie(as) : undefined)
  if (cookie) h.set('cookie', cookie)
  const origin = options.origin === undefined ? (method === 'GET' ? null : new URL(serverUrl()).origin) : options.origin
  if (origin) h.set('origin', origin)
  let payloadBody: string | undefined
  if (rawBody !== undefined) payloadBody = rawBody
  else if (body !== undefined) payloadBody = JSON.stringify(body)
  if (payloadBody !== undefined && !h.has('content-type')) h.set('content-type', 'application/json')
  const res = await handler(new Request(url, { method, headers: h, body: payloadBody }), { params: Promise.resolve(params) })
  const text = await res.text()
  let json: unknown = undefined
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    json = undefined
  }
  return { status: res.status, headers: res.headers, text, json: json as any } // eslint-disable-line @typescript-eslint/no-explicit-any
}
