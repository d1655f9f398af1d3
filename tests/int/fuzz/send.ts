/**
 * Hands one fuzz request to a route handler, as the server would. tests/api.ts `call()` encodes
 * every value it is given; the fuzz needs to send what a client can send instead: raw escapes
 * in the query, bytes that are not UTF-8, odd content types, a forged session cookie.
 */
import { serverUrl } from '@/lib/serverUrl'
import { encodeLoosely, type FuzzRequest } from './requests'

export type Handler = (req: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>

export type Answer = { status: number; headers: Headers; text: string }

export const send = async (handler: Handler, method: string, apiPath: string, request: FuzzRequest, memberCookie: string): Promise<Answer> => {
  const site = new URL(serverUrl())
  const path = apiPath.replace(/\{(\w+)\}/g, (_, name: string) => encodeLoosely(request.params[name] ?? ''))
  const url = new URL(`${path}${request.query ? `?${request.query}` : ''}`, site)

  const headers = new Headers({ 'x-forwarded-for': request.address })
  if (request.who === 'member') headers.set('cookie', memberCookie)
  if (request.who === 'forged session') headers.set('cookie', `payload-token=${request.forgedToken}`)
  if (request.origin === 'site') headers.set('origin', site.origin)
  if (request.origin === 'foreign') headers.set('origin', 'https://evil.example')
  // What a browser adds; Payload reads the session cookie only on same-site requests.
  headers.set('sec-fetch-site', request.origin === 'foreign' ? 'cross-site' : 'same-origin')
  // (A fresh copy: fast-check's arrays may sit on a shared buffer, which a Request body cannot.)
  const body = method === 'GET' || request.body === undefined ? undefined : typeof request.body === 'string' ? request.body : Uint8Array.from(request.body)
  if (body !== undefined && request.contentType) headers.set('content-type', request.contentType)

  const response = await handler(new Request(url, { method, headers, body }), { params: Promise.resolve(request.params) })
  return { status: response.status, headers: response.headers, text: await response.text() }
}
