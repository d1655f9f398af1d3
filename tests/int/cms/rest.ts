/**
 * Calls Payload's REST API the way Next does: a real Request to /cms-api/..., answered by the
 * handlers of src/app/(payload)/cms-api/[...slug]/route.ts with the catch-all `slug` params.
 */
import * as route from '@/app/(payload)/cms-api/[...slug]/route'
import { serverUrl } from '@/lib/serverUrl'
import type { User } from '@/payload-types'
import { freshAddress, sessionCookie } from '../../api'

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'OPTIONS'

export type RestOptions = {
  as?: Pick<User, 'email'> | null
  /** JSON-encoded unless it is already a string, bytes, FormData or a stream (sent chunked). */
  body?: unknown
  headers?: Record<string, string>
}

/** Next hands a catch-all route its segments decoded; a segment it cannot decode stays as sent. */
const segments = (pathname: string) =>
  pathname
    .replace(/^\/cms-api\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment)
      } catch {
        return segment
      }
    })

export const rest = async (method: Method, path: string, { as, body, headers = {} }: RestOptions = {}) => {
  const url = new URL(`/cms-api${path}`, serverUrl())
  const h = new Headers(headers)
  if (as) h.set('cookie', await sessionCookie(as))
  // What a browser sends from the admin panel: Payload honours the session cookie only then.
  if (!h.has('origin') && method !== 'GET') h.set('origin', new URL(serverUrl()).origin)
  if (!h.has('sec-fetch-site')) h.set('sec-fetch-site', 'same-origin')
  // An address of its own unless the test names one: the general limits on changes are counted
  // per address, and tests in other files must not use up each other's.
  if (!h.has('x-forwarded-for')) h.set('x-forwarded-for', freshAddress())
  let payloadBody: BodyInit | undefined
  if (typeof body === 'string' || body instanceof Uint8Array || body instanceof FormData || body instanceof ReadableStream) {
    payloadBody = body as BodyInit
  }
  else if (body !== undefined) {
    payloadBody = JSON.stringify(body)
    if (!h.has('content-type')) h.set('content-type', 'application/json')
  }
  const request = new Request(url, {
    method,
    headers: h,
    body: payloadBody,
    ...(payloadBody instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit)
  const res = await route[method](request, { params: Promise.resolve({ slug: segments(url.pathname) }) })
  const text = await res.text()
  let json: any = undefined // eslint-disable-line @typescript-eslint/no-explicit-any
  try {
    json = text ? JSON.parse(text) : undefined
  } catch {
    json = undefined
  }
  return { status: res.status, headers: res.headers, text, json }
}
