import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

import { ApiError } from '@/lib/client/apiRequest'

/**
 * Puts the field messages of a 400 answer next to their fields. The browser checks with the same
 * schema first, so this only matters when the server knows more (an e-mail already registered).
 * Returns whether any message was placed.
 */
export const showServerFieldErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean => {
  if (!(error instanceof ApiError)) return false
  const messages = error.fieldErrors
  let placed = false
  for (const field of fields) {
    const message = messages[field]
    if (typeof message === 'string') {
      setError(field, { type: 'server', message })
      placed = true
    }
  }
  return placed
}

/** The message each listed field shows now (react-hook-form's errors, as a form view takes them). */
export const fieldMessages = <F extends string>(errors: Partial<Record<F, { message?: string } | undefined>>, fields: readonly F[]) =>
  Object.fromEntries(fields.map((field) => [field, errors[field]?.message])) as Partial<Record<F, string>>
