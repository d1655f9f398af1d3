import { PRIVATE } from '@/lib/http/cacheControl'

/**
 * How long a browser, the proxy or a CDN may keep one of the site's images. Not for ever
 * (`immutable`): a new crop or focal point rewrites an image's sized files under the same names.
 */
export const PUBLIC_FILE_CACHE_CONTROL = 'public, max-age=86400'

/**
 * How every /cms-api answer leaves the app. JSON answers are for one signed-in person (their
 * account, their drafts), so no cache may keep them. The site's images, and the podcast's
 * audio as served to a visitor, are public and any cache may keep them a day, whichever storage
 * they come from (disk or bucket); files of other upload collections are for whom their access
 * rules allow, so no shared cache may (target.ts `fileKind`).
 * No browser may run a stored file as a page or script, whatever type it claims or sniffs.
 * Payload's errors read `{ errors: [{ message }] }` (which the admin panel reads); the site's
 * clients read `{ message }`, so errors carry both.
 */
export const withResponsePolicy = async (res: Response, { file }: { file?: 'public' | 'restricted' }): Promise<Response> => {
  const headers = new Headers(res.headers)
  if (file) {
    headers.set('x-content-type-options', 'nosniff')
    headers.set('content-security-policy', "default-src 'none'; sandbox")
    const served = res.status === 200 || res.status === 206 || res.status === 304
    // Only a file served may be kept: a 404 kept by a cache would outlast the file's release.
    headers.set('cache-control', file === 'public' && served ? PUBLIC_FILE_CACHE_CONTROL : PRIVATE)
  } else {
    headers.set('cache-control', PRIVATE)
  }
  if (res.status >= 400 && headers.get('content-type')?.includes('application/json')) {
    const text = await res.text()
    const body = withTopLevelMessage(text)
    if (res.status === 429 && !headers.has('retry-after')) {
      // The sign-in and reset limits (src/lib/auth/cmsAuthLimits.ts) say the wait in their error data.
      const retryAfter = retryAfterOf(text)
      if (retryAfter) headers.set('retry-after', String(retryAfter))
    }
    headers.delete('content-length')
    return new Response(body, { status: res.status, statusText: res.statusText, headers })
  }
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers })
}

type PayloadError = { message?: unknown; data?: { errors?: { message?: unknown }[] } }

/** The field messages of a validation error ("Password is too short."), else the error's own. */
const messageOf = (error: PayloadError | undefined): string | undefined => {
  const fieldMessages = Array.isArray(error?.data?.errors)
    ? error.data.errors.map((e) => e?.message).filter((m): m is string => typeof m === 'string')
    : []
  if (fieldMessages.length) return fieldMessages.join(' ')
  return typeof error?.message === 'string' ? error.message : undefined
}

const withTopLevelMessage = (text: string): string => {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return text
  }
  if (!body || typeof body !== 'object' || Array.isArray(body) || 'message' in body) return text
  const errors = (body as { errors?: unknown }).errors
  const message = Array.isArray(errors) ? messageOf(errors[0] as PayloadError | undefined) : undefined
  return message ? JSON.stringify({ message, ...body }) : text
}

const retryAfterOf = (text: string): number | undefined => {
  try {
    const errors = (JSON.parse(text) as { errors?: { data?: { retryAfter?: unknown } }[] }).errors
    const seconds = Number(errors?.[0]?.data?.retryAfter)
    return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined
  } catch {
    return undefined
  }
}
