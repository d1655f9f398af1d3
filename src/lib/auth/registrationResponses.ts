import { json, type FieldErrors } from '@/lib/http/responses'

/**
 * The registration form reads its failure from `error`; `message` and `errors`
 * keep the site's usual error shape for everything else.
 */
export const registrationFailed = (status: number, error: string, errors?: FieldErrors, headers?: HeadersInit) =>
  json({ error, message: error, ...(errors ? { errors } : {}) }, { status, headers })

/**
 * A shared guard's answer (origin check, body, rate limit) in the registration shape. For invalid
 * fields, `error` is the first field's message, which says more than "please correct".
 */
export const asRegistrationFailure = async (response: Response): Promise<Response> => {
  const body = (await response.json()) as { message: string; errors?: FieldErrors }
  const first = body.errors ? Object.values(body.errors)[0] : undefined
  // Keeps Retry-After (429) and any other header the guard set.
  return registrationFailed(response.status, first ?? body.message, body.errors, response.headers)
}
