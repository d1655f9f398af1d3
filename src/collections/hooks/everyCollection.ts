import type { SanitizedConfig } from 'payload'

import { databaseInputErrors } from './databaseInputErrors'
import { guardRestQuery } from './guardRestQuery'

/**
 * What a /cms-api client asks wrongly (a field it may not read, a query too large, an operator
 * a field cannot take, a value its column cannot hold) is answered 400 before it reaches the
 * database, with a backstop for what the database still refuses. Applied to the built config,
 * so that the collections Payload and its plugins add (preferences, jobs, exports, redirects)
 * follow the same rules as ours, and any a later version adds does too.
 */
export const answeringBadQueries = (config: SanitizedConfig): SanitizedConfig => {
  for (const { hooks } of config.collections) {
    hooks.beforeOperation = [guardRestQuery, ...(hooks.beforeOperation ?? [])]
    hooks.afterError = [...(hooks.afterError ?? []), databaseInputErrors]
  }
  return config
}
