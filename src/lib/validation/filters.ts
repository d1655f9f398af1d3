import { z } from 'zod'

import { singleLine } from './fields'

/**
 * Filters of a list page come from its address (`?q=&category=`), typed by anyone. Each is read
 * on its own: a value that is not acceptable (too long, control characters, not a page number)
 * is dropped as if absent, so a bad link shows the list, never an error page. An acceptable
 * value that names nothing (an unknown category) is kept and shows the empty state.
 */
export type SearchParams = URLSearchParams | Record<string, string | string[] | undefined>

const first = (params: SearchParams, key: string): string | undefined => {
  const value = params instanceof URLSearchParams ? (params.get(key) ?? undefined) : params[key]
  return Array.isArray(value) ? value[0] : value
}

/** A filter word or name: one line, up to 100 characters; blank means no filter. */
export const filterText = singleLine()
  .max(100)
  .transform((value) => value || undefined)

/** `?page=`: a positive whole number; anything else means page 1. */
export const pageNumber = z.coerce.number().int().min(1).max(100_000)

export const readFilters = <S extends z.ZodRawShape>(shape: S, params: SearchParams): Partial<z.infer<z.ZodObject<S>>> => {
  const filters: Record<string, unknown> = {}
  for (const [key, schema] of Object.entries(shape)) {
    const raw = first(params, key)
    if (raw === undefined) continue
    const parsed = (schema as z.ZodType).safeParse(raw)
    if (parsed.success && parsed.data !== undefined) filters[key] = parsed.data
  }
  return filters as Partial<z.infer<z.ZodObject<S>>>
}
