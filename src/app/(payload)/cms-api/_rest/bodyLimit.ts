import { APIError } from 'payload'

import { userIsAdmin, userIsStaff } from '@/access/roles'
import { EPISODE_AUDIO_LIMIT, MULTIPART_ALLOWANCE } from '@/collections/episode-audio/uploadLimit'
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

/** Whether the body is a multipart form, the only kind whose file Payload writes to a temporary file as it arrives. */
const isMultipartForm = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';', 1)[0].trim().toLowerCase() === 'multipart/form-data'

/**
 * An episode's audio file, written by the staff (editors too): its own, larger limit, and a body
 * that streams on to a temporary file instead of being read into memory first. Only a multipart
 * form streams so: any other body (JSON, which Payload reads whole into one string) keeps the
 * documents' limit, and the form's parts are bounded by `upload.limits` in payload.config.ts.
 */
export const streamedLimitFor = (request: Request, target: RestTarget, user: unknown): number | null =>
  !overridesMethod(request) &&
  target.collection?.slug === 'episode-audio' &&
  writesUploadFile(request.method, target) &&
  isMultipartForm(request) &&
  userIsStaff(user)
    ? EPISODE_AUDIO_LIMIT
    : null

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

/**
 * The request with its body passed on as it arrives, counted: null when it declares more than
 * `limit` (a file's limit, plus what the multipart form wraps around it); otherwise the reading fails as soon as more than `limit` bytes have come, and
 * `exceeded()` tells the caller that this, not the content, is why Payload gave up.
 */
export const withStreamedBody = (request: Request, fileLimit: number): { request: Request; exceeded: () => boolean } | null => {
  const limit = fileLimit + MULTIPART_ALLOWANCE
  if (Number(request.headers.get('content-length') ?? 0) > limit) return null
  let size = 0
  let over = false
  const exceeded = () => over
  if (!request.body) return { request, exceeded }
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength
        if (size > limit) {
          over = true
          controller.error(new APIError('The request body is too large.', 413))
          return
        }
        controller.enqueue(chunk)
      },
    }),
  )
  const init = { method: request.method, headers: request.headers, body: counted, signal: request.signal, duplex: 'half' }
  return { request: new Request(request.url, init as RequestInit), exceeded }
}
