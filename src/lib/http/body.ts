import type { z } from 'zod'

import { fieldErrors } from '@/lib/validation/fieldErrors'
import { badRequest, payloadTooLarge } from './responses'

export const MAX_BODY_BYTES = 100 * 1024

type Parsed<T> = { ok: true; data: T; viaForm: boolean } | { ok: false; response: Response }

/** A browser's own form submission (no script involved), as opposed to the site's JSON requests. */
export const isFormPost = (req: Request): boolean =>
  (req.headers.get('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')

/**
 * The body's bytes, or null as soon as it is known to exceed `maxBytes`: from a declared
 * Content-Length before anything is read, otherwise by counting what arrives (a chunked body
 * declares nothing), so an oversized body is never held in memory whole.
 */
export const readLimitedBytes = async (req: Request, maxBytes: number): Promise<Uint8Array | null> => {
  const declared = Number(req.headers.get('content-length') ?? 0)
  if (declared > maxBytes) return null
  if (!req.body) return new Uint8Array()
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/**
 * Reads at most MAX_BODY_BYTES, whatever Content-Length claims. Bytes that are not UTF-8 are
 * refused rather than replaced by U+FFFD: a lenient decode would store mangled text as if the
 * client had sent it.
 */
const readLimited = async (req: Request): Promise<string | null | { invalid: true }> => {
  const bytes = await readLimitedBytes(req, MAX_BODY_BYTES)
  if (bytes === null) return null
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return { invalid: true }
  }
}

/**
 * A JSON body validated by `schema`: 413 when too large, 400 `{message, errors}` when it is
 * not JSON or not valid. An empty body is treated as `{}` so required fields are reported.
 * With `forms`, a browser's urlencoded form submission is read too (its fields as strings):
 * the sign-in forms work before the page's JavaScript has loaded.
 */
export const readJson = async <S extends z.ZodType>(req: Request, schema: S, { forms = false } = {}): Promise<Parsed<z.output<S>>> => {
  const text = await readLimited(req)
  if (text === null) return { ok: false, response: payloadTooLarge() }
  if (typeof text !== 'string') return { ok: false, response: badRequest({ body: 'The request body is not valid UTF-8 text.' }, 'Malformed JSON.') }
  const viaForm = forms && isFormPost(req)
  let raw: unknown = {}
  if (viaForm) {
    raw = Object.fromEntries(new URLSearchParams(text))
  } else if (text.trim()) {
    try {
      raw = JSON.parse(text)
    } catch {
      return { ok: false, response: badRequest({ body: 'The request body is not valid JSON.' }, 'Malformed JSON.') }
    }
  }
  const result = schema.safeParse(raw)
  if (!result.success) return { ok: false, response: badRequest(fieldErrors(result.error)) }
  return { ok: true, data: result.data, viaForm }
}
