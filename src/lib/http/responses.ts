/**
 * Every /api response goes through these helpers, so errors have one shape everywhere:
 * `{ message }`, plus `errors: { field: message }` for validation failures.
 */
export type FieldErrors = Record<string, string>

export const json = (data: unknown, init?: ResponseInit) => Response.json(data, init)

export const badRequest = (errors: FieldErrors = {}, message = 'Please correct the highlighted fields.') =>
  json({ message, errors }, { status: 400 })

export const unauthorized = (message = 'Authentication required') => json({ message }, { status: 401 })

export const forbidden = (message = 'You are not allowed to do that.') => json({ message }, { status: 403 })

export const notFound = (message = 'Not found') => json({ message }, { status: 404 })

export const payloadTooLarge = (message = 'The request body is too large (100 KB at most).') =>
  json({ message }, { status: 413 })

export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many attempts. Please try again later.') =>
  json({ message }, { status: 429, headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) } })

export const serverError = () => json({ message: 'Something went wrong. Please try again.' }, { status: 500 })

/**
 * The database could not be reached, or dropped the connection (src/lib/db/unavailable.ts).
 * For a write, its outcome is unknown: the same submission may be sent again (with its
 * Idempotency-Key it is never saved twice).
 */
export const serviceUnavailable = (retryAfterSeconds = 5) =>
  json({ message: 'The site could not reach its database just now. Please try again in a moment.' }, { status: 503, headers: { 'Retry-After': String(retryAfterSeconds) } })

/**
 * A redirect that is never cached and never passes the URL on as Referer (links from
 * e-mails carry tokens). 303 after an action, 302 for a plain "go there instead".
 */
export const redirect = (location: string, { status = 303, headers }: { status?: 302 | 303; headers?: HeadersInit } = {}) => {
  const all = new Headers(headers)
  all.set('location', location)
  all.set('cache-control', 'no-store')
  all.set('referrer-policy', 'no-referrer')
  return new Response(null, { status, headers: all })
}
