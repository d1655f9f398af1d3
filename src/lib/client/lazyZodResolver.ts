import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

/**
 * react-hook-form's resolver for one of the shared zod schemas (src/lib/validation/), with zod,
 * the resolver and the schema loaded when the form is first used instead of with the page: zod
 * was the largest part of a form page's JavaScript, which a reader who only reads the page
 * would download, parse and run for nothing. `preload` (the form's onFocus) starts the
 * download as soon as the reader enters a field, so the first check rarely waits for it. The
 * rules and messages stay the server's own: the schema is the one the route parses with.
 */
export const lazyZodResolver = <Input extends FieldValues, Output>(loadSchema: () => Promise<z.ZodType<Output, Input>>) => {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined
  const load = () =>
    (loading ??= (async () => {
      // Before the schema module runs: zod decides at a schema's creation whether to compile it.
      await import('./zodWithoutEval')
      const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), loadSchema()])
      return zodResolver(schema) as Resolver<Input, unknown, Output>
    })().catch((error: unknown) => {
      // A failed download (the network dropped) is tried again on the next check.
      loading = undefined
      throw error
    }))

  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => (await load())(values, context, options)
  const preload = () => {
    load().catch(() => {})
  }
  return { resolver, preload }
}
