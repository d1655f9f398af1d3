import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'

import { submissionScope, type Submission } from '@/lib/db/once'
import type { User } from '@/payload-types'
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_MESSAGE, IDEMPOTENCY_KEY_PATTERN } from '@/lib/validation/idempotencyKey'
import { badRequest, json } from './responses'

export const IDEMPOTENCY_KEY = new RegExp(IDEMPOTENCY_KEY_PATTERN)

type Read = { ok: true; submission: Submission | null } | { ok: false; response: Response }

/**
 * The submission a mutation's `Idempotency-Key` names (src/lib/db/once.ts), scoped to the
 * method, the path and the caller: a member's key never reaches another member's submission;
 * visitors share one scope per path, which random keys (128 bits from the site's forms) keep
 * apart. With a digest of the query and the body keyed by the site's secret (a body may hold a
 * password). No header: no submission, and the route behaves as it always did.
 */
export const readSubmission = async ({ secret }: Payload, req: Request, user: User | null, body: unknown): Promise<Read> => {
  const key = req.headers.get(IDEMPOTENCY_HEADER)
  if (key === null) return { ok: true, submission: null }
  if (!IDEMPOTENCY_KEY.test(key)) return { ok: false, response: badRequest({ [IDEMPOTENCY_HEADER]: IDEMPOTENCY_KEY_MESSAGE }, IDEMPOTENCY_KEY_MESSAGE) }
  const scope = submissionScope(req.method, new URL(req.url).pathname, user?.id ?? null)
  // What the request says: its query (an unsubscribe's token) and its body.
  const fingerprint = createHmac('sha256', secret).update(JSON.stringify([new URL(req.url).search, body ?? null])).digest('hex')
  return { ok: true, submission: { scope, key, fingerprint } }
}

/** The answer kept for a submission, given again to its repeat. */
export const replayed = (status: number, type: string | null, body: string): Response =>
  new Response(body, { status, headers: { 'Content-Type': type ?? 'application/json', 'Idempotent-Replayed': 'true' } })

/** The same key with another body: refused, so nothing is mistaken for what it is not. */
export const keyReused = (message: string) => json({ message }, { status: 422 })
