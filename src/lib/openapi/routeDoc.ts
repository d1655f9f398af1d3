import type { z } from 'zod'

/** A query parameter a route reads; every one is a string in the address. */
export type QueryParameter = { name: string; description: string; required?: boolean }

/**
 * What a route tells /api/openapi.json beyond its guards (the `api` of `route()`): what it is
 * for, the query it reads and what it answers. The guards say the rest (request body, 401, 403,
 * 404 while its feature is off, 413, 429, the Idempotency-Key), so nothing is written twice.
 */
export type RouteDoc = {
  summary: string
  tag: string
  /** Query parameters it reads; a wrong value is a 400. */
  query?: QueryParameter[]
  /** The success answer: its status, and the shape of its JSON body (./shapes.ts). */
  ok: { status: number; schema?: z.ZodType; description?: string }
  /** Another success status with the same body (saving an already saved post: 200). */
  alsoOk?: number
  /** The handler itself answers 401 to visitors (its `member` guard is `'optional'`). */
  membersOnly?: boolean
  /**
   * Its other answers, status → description. A description replaces the guards' own for that
   * status (a 404 while the feature is off is added to it); `false` removes a status the guards
   * would answer that this route never does (its `failure` answers it with a redirect).
   */
  answers?: Record<number, string | false>
}
