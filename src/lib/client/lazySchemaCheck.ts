import type { ZodType } from 'zod'

import { fieldErrors } from '@/lib/validation/fieldErrors'

export type SchemaCheck<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> }

/**
 * A form's check against one of the shared zod schemas (src/lib/validation/), with zod and the
 * schema loaded on the first check (when the form is first sent) instead of with the page. For
 * forms on the reading pages (the newsletter sign-up): zod is about 30 KB compressed, which a
 * reader who never sends the form would download, parse and run for nothing. The rules and
 * messages stay the server's own. Each field gets its first message, as in the other forms.
 * Zod runs `jitless` here (zodWithoutEval): its compiled fast path probes `new Function`,
 * which the site's CSP refuses.
 */
export const lazySchemaCheck = <T>(loadSchema: () => Promise<ZodType<T>>) => {
  let schema: Promise<ZodType<T>> | undefined
  const load = async () => {
    await import('./zodWithoutEval')
    return loadSchema()
  }
  return async (values: unknown): Promise<SchemaCheck<T>> => {
    // A failed download (the network dropped) is tried again on the next check.
    schema ??= load().catch((error) => {
      schema = undefined
      throw error
    })
    const result = (await schema).safeParse(values)
    return result.success ? { ok: true, data: result.data } : { ok: false, errors: fieldErrors(result.error) }
  }
}
