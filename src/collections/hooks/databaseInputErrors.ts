import type { CollectionAfterErrorHook } from 'payload'

/** The SQLSTATE of the PostgreSQL error behind `error` (Drizzle wraps it as `cause`), if any. */
const sqlState = (error: unknown): string | undefined => {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return undefined
}

/**
 * Errors the database raises about the values or operators it was given, not about itself:
 * class 22 "data exception" (a value the column cannot hold: an id out of range, a malformed
 * date) and 42883 "undefined function" (an operator the column type lacks).
 */
const causedByInput = (state: string) => state.startsWith('22') || state === '42883'

/**
 * The backstop behind guardRestQuery.ts: a /cms-api request whose query or data the database
 * refuses is the client's mistake and is answered 400, not 500. Anything else (a lost
 * connection, a timeout, another constraint) keeps Payload's answer; a relationship to a
 * document that does not exist is answered 400 naming the field.
 */
export const databaseInputErrors: CollectionAfterErrorHook = ({ error }) => {
  const state = sqlState(error)
  if (state === FOREIGN_KEY_VIOLATION) {
    const field = missingRelation(error)
    if (!field) return
    return { status: 400, response: { errors: [{ message: `${field}: the document it points to does not exist.` }] } }
  }
  if (!state || !causedByInput(state)) return
  return {
    status: 400,
    response: { errors: [{ message: 'The request contains a value or condition that does not fit the field it is compared with.' }] },
  }
}

const FOREIGN_KEY_VIOLATION = '23503'

/**
 * The field of a relationship saved with an id that exists nowhere, read from PostgreSQL's
 * detail ("Key (plan_id)=(9) is not present in table …"): `plan_id` is the column of `plan`.
 * Undefined for other foreign-key failures (a delete of a row still referred to).
 */
const missingRelation = (error: unknown): string | undefined => {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const detail = (e as { detail?: unknown }).detail
    const match = typeof detail === 'string' ? /^Key \((\w+)\)=\(.*\) is not present in table/.exec(detail) : null
    if (match) return match[1].replace(/_id$/, '').replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())
  }
  return undefined
}
