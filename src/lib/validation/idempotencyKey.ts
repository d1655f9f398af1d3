/**
 * The Idempotency-Key header a form sends with each submission (src/lib/http/idempotency.ts):
 * a UUID, or any other opaque token of that kind. Shared by the routes, the browser's requests
 * and the OpenAPI document.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_.:-]{8,128}$'

export const IDEMPOTENCY_KEY_MESSAGE = 'The Idempotency-Key must be 8 to 128 letters, digits, or the signs - _ . :'
