import { IDEMPOTENCY_HEADER } from '@/lib/validation/idempotencyKey'

/**
 * The browser's one way to call the site's API: cookies always sent, JSON in and
 * out. A non-2xx answer throws an ApiError whose message is "<status>: <body text>"
 *, with the parsed body kept for forms that show the server's message.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message)
  }

  /** The server's `message` (or `error`, for registration) when it sent one. */
  get serverMessage(): string | undefined {
    const b = this.body as { message?: unknown; error?: unknown } | null
    if (b && typeof b.error === 'string') return b.error
    if (b && typeof b.message === 'string') return b.message
    return undefined
  }

  /** Field messages of a 400 answer, `{ field: message }`. */
  get fieldErrors(): Record<string, string> {
    const b = this.body as { errors?: unknown } | null
    return b && typeof b.errors === 'object' && b.errors ? (b.errors as Record<string, string>) : {}
  }
}

export type RequestOptions = {
  /** Sent as the Idempotency-Key header: the same for every try of one submission. */
  idempotencyKey?: string
}

export const apiRequest = async <T = unknown>(method: string, path: string, body?: unknown, { idempotencyKey }: RequestOptions = {}): Promise<T> => {
  const headers: Record<string, string> = {}
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  if (idempotencyKey) headers[IDEMPOTENCY_HEADER] = idempotencyKey
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  let parsed: unknown = undefined
  try {
    parsed = text ? JSON.parse(text) : undefined
  } catch {
    parsed = text
  }
  if (!res.ok) throw new ApiError(res.status, `${res.status}: ${text || res.statusText}`, parsed)
  return parsed as T
}

/** For queries where 401 means "nobody signed in" rather than an error. */
export const getOrNullOn401 = async <T>(path: string): Promise<T | null> => {
  try {
    return await apiRequest<T>('GET', path)
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}
