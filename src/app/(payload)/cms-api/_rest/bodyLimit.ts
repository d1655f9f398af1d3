import { userIsAdmin } from '@/access/roles'
import { readLimitedBytes } from '@/lib/http/body'
import { overridesMethod } from './queryParams'
import type { RestTarget } from './target'

const MB = 1024 * 1024

/**
 * Documents, long posts included, arrive as JSON or as the admin's multipart form (a `_payload`
 * JSON field): 2 MB is far above any of them. An image for an upload collection may be larger.
 */
const CMS_BODY_LIMIT = 2 * MB
const CMS_UPLOAD_LIMIT = 20 * MB
/**
 * A search sent as a POST body (Payload's method override, which the admin uses for long
 * relationship searches) is a query string: the longest the admin makes, a page of ids, is a
 * few kilobytes, while a megabyte of conditions held the server for seconds just to be parsed.
 */
const CMS_QUERY_LIMIT = 64 * 1024

/** Creating an upload document, or updating one (which may replace its file). */
const writesUploadFile = (method: string, { collection, rest }: RestTarget) =>
  Boolean(collection?.upload) && ((method === 'POST' && rest.length === 0) || (method === 'PATCH' && rest.length <= 1))

/**
 * Only admins may write uploads, and Payload refuses anyone else after reading the body: an
 * editor must not get to make the server hold 20 MB first.
 */
export const bodyLimitFor = (request: Request, target: RestTarget, user: unknown): number => {
  if (overridesMethod(request)) return CMS_QUERY_LIMIT
  return writesUploadFile(request.method, target) && userIsAdmin(user) ? CMS_UPLOAD_LIMIT : CMS_BODY_LIMIT
}

export const describeLimit = (bytes: number) => (bytes < MB ? `${bytes / 1024} KB` : `${bytes / MB} MB`)

/**
 * The request with its body read into memory, or null once the body is known to exceed
 * `limit` (declared or counted as it streams). Payload holds the whole body in memory to
 * parse it anyway; reading it first is what lets the limit be enforced before Payload starts.
 */
export const withLimitedBody = async (request: Request, limit: number): Promise<Request | null> => {
  if (!request.body) return request
  const bytes = await readLimitedBytes(request, limit)
  if (bytes === null) return null
  const headers = new Headers(request.headers)
  headers.delete('transfer-encoding')
  headers.set('content-length', String(bytes.byteLength))
  return new Request(request.url, { method: request.method, headers, body: bytes as Uint8Array<ArrayBuffer>, signal: request.signal })
}
