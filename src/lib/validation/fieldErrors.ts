import type { z } from 'zod'

import type { FieldErrors } from '@/lib/http/responses'

/**
 * zod issues → `{ field: firstMessage }` (nested paths joined with dots; top-level under "body").
 * Shared by the routes' answers and the forms in the browser, so it imports nothing of the server.
 */
export const fieldErrors = (error: z.ZodError): FieldErrors => {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : 'body'
    errors[key] ??= issue.message
  }
  return errors
}
