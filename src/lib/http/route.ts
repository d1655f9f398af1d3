import type { Payload } from 'payload'
import type { z } from 'zod'

import { sessionUser } from '@/lib/auth/session'
import { earlierSubmission, keepAnswer, KeyReused, type Submission } from '@/lib/db/once'
import { databaseUnavailable } from '@/lib/db/unavailable'
import type { FeatureName } from '@/lib/features'
import type { RouteDoc } from '@/lib/openapi/routeDoc'
import { payloadClient } from '@/lib/payload'
import { consume, type RateLimitPolicy } from '@/lib/rateLimit/limiter'
import { LIMITS } from '@/lib/rateLimit/policies'
import type { User } from '@/payload-types'
import { readJson } from './body'
import { retryMessage } from './retryMessage'
import { clientAddress } from './clientAddress'
import { featureOff } from './feature'
import { IDEMPOTENCY_KEY, keyReused, readSubmission, replayed } from './idempotency'
import { IDEMPOTENCY_HEADER } from '@/lib/validation/idempotencyKey'
import { PRIVATE, SHARED_BRIEFLY } from './cacheControl'
import { checkOrigin } from './origin'
import { serverError, serviceUnavailable, tooManyRequests, unauthorized } from './responses'

/**
 * What a route needs before its handler runs, declared instead of written out in each file,
 * so no route can forget one:
 * - `feature`: a site-settings switch; off, the route answers 404 as if it did not exist.
 * - `member`: `true` answers 401 to visitors; `'optional'` reads the session if there is one.
 *   Either way the answer is marked `Cache-Control: private, no-store`.
 * - `shared`: the answer is the same for everyone (public content): a 200 is marked so a proxy
 *   or CDN may keep it for a second (src/lib/http/cacheControl.ts). Without it an answer says
 *   nothing, and shared caches do not store it.
 * - `body`: the zod schema of the JSON body (413 over the size limit, 400 field by field).
 * - `origin`: refuse cross-site requests (403); on by default for every mutation.
 * - `rateLimit`: a policy from src/lib/rateLimit/policies.ts (429 with Retry-After); every
 *   mutation gets LIMITS.mutation unless it names a tighter one. It is counted once the
 *   request is otherwise acceptable, so a form sent back with field errors costs nothing.
 * - `forms`: also accept the browser's own urlencoded form submission of the same fields (a
 *   sign-in form sent before the page's JavaScript has loaded); the handler learns it from
 *   `viaForm` and answers with a redirect instead of JSON.
 * - `failure`: re-shapes the guards' error answers (registration's `{error}` field; a form's
 *   redirect back to the page).
 * - `api`: what /api/openapi.json says about the route beyond what its guards imply
 *   (src/lib/openapi/routeDoc.ts). The returned handler carries the whole declaration
 *   (`declaration`), which the document is built from, so it cannot drift from the guards.
 * Every mutation honours an `Idempotency-Key` header (src/lib/http/idempotency.ts): a repeat
 * of a submission whose success was answered gets that answer again (`Idempotent-Replayed`),
 * without running the handler, counted only against the general rate limit; the handler receives the
 * `submission` for writes that must happen once (src/lib/db/once.ts). The same key with another
 * body or query is refused with 422, once the route's own rate limit has counted it.
 * The handler gets the Payload instance (`payload`), obtained here once for the guards and the
 * handler alike: the data functions it calls take it from their caller and never load the
 * Payload config themselves.
 * Anything the handler throws is logged and answered 500 with a plain message, never a trace;
 * a database that cannot be reached (or dropped the connection mid-write) is answered 503 with
 * Retry-After, since the person may simply try again.
 */
type MemberGuard = boolean | 'optional'

type Guards<S extends z.ZodType | undefined, M extends MemberGuard> = {
  feature?: FeatureName
  member?: M
  shared?: boolean
  body?: S
  forms?: boolean
  origin?: boolean
  rateLimit?: RateLimitPolicy
  failure?: (response: Response, req: Request) => Promise<Response>
  api: RouteDoc
}

/** A route's guards and documentation, as `route()` was given them. */
export type Declaration = Guards<z.ZodType | undefined, MemberGuard>

export type RouteInput<P, S extends z.ZodType | undefined, M extends MemberGuard> = {
  req: Request
  /** The Payload instance, for the data functions the handler calls. */
  payload: Payload
  params: P
  body: S extends z.ZodType ? z.output<S> : undefined
  user: M extends true ? User : User | null
  /** The client's address, as the app's server established it (src/lib/http/clientAddress.ts). */
  address: string
  /** The body came from a plain HTML form (`forms` guard), not from the site's scripts. */
  viaForm: boolean
  /** The mutation's Idempotency-Key, for writes that must happen once; null when none was sent. */
  submission: Submission | null
}

type Context<P> = { params: Promise<P> }

/** Payload could not start (its database was away when the server began): try again shortly. */
class NotStarted extends Error {}

const startedPayload = () =>
  payloadClient().catch((error: unknown) => {
    throw new NotStarted(error instanceof Error ? error.message : String(error), { cause: error })
  })

type RouteHandler<P = Record<string, string>> = (req: Request, context: Context<P>) => Promise<Response>

/**
 * The declaration a handler was made from, which `route()` leaves on it for the OpenAPI
 * document; undefined for a function `route()` did not make.
 */
export const declarationOf = (handler: unknown): Declaration | undefined =>
  typeof handler === 'function' ? (handler as { declaration?: Declaration }).declaration : undefined

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Whether a request of this method is a mutation, is checked for its Origin and is rate
 * limited: a mutation is both unless its route says otherwise (and it honours an
 * Idempotency-Key). The handler and the OpenAPI document both ask here, so the document says
 * what the handler does.
 */
export const guardsFor = (declaration: Declaration, method: string) => {
  const mutation = MUTATIONS.has(method.toUpperCase())
  return {
    mutation,
    origin: declaration.origin ?? mutation,
    rateLimit: declaration.rateLimit ?? (mutation ? LIMITS.mutation : undefined),
  }
}

/** The submission's key in a log line, so the requests of one submission can be followed. */
const keyForLog = (req: Request) => {
  const key = req.headers.get(IDEMPOTENCY_HEADER)
  return key && IDEMPOTENCY_KEY.test(key) ? ` (Idempotency-Key ${key})` : ''
}

const markPrivate = (response: Response) => {
  response.headers.set('Cache-Control', PRIVATE)
  return response
}

/** A successful read of public content, unless the handler said otherwise (a calendar's own lifetime). */
const markShared = (response: Response) => {
  if (response.status === 200 && !response.headers.has('Cache-Control')) response.headers.set('Cache-Control', SHARED_BRIEFLY)
  return response
}

export const route = <P = Record<string, string>, S extends z.ZodType | undefined = undefined, M extends MemberGuard = false>(
  guards: Guards<S, M>,
  handler: (input: RouteInput<P, S, M>) => Promise<Response>,
): RouteHandler<P> => {
  const guarded: RouteHandler<P> = async (req, context) => {
    const applied = guardsFor(guards, req.method)
    const mutation = applied.mutation
    const fail = async (response: Response) => (guards.failure ? guards.failure(response, req) : response)
    try {
      const payload = await startedPayload()
      if (guards.feature) {
        const off = await featureOff(payload, guards.feature)
        if (off) return off
      }
      if (applied.origin) {
        const refused = checkOrigin(req)
        if (refused) return await fail(refused)
      }
      const user = guards.member ? await sessionUser(payload, req) : null
      if (guards.member === true && !user) return markPrivate(await fail(unauthorized()))

      let body: unknown = undefined
      let viaForm = false
      if (guards.body) {
        const input = await readJson(req, guards.body, { forms: guards.forms })
        if (!input.ok) return await fail(input.response)
        body = input.data
        viaForm = input.viaForm
      }

      let submission: Submission | null = null
      let earlier: Awaited<ReturnType<typeof earlierSubmission>> = null
      let reused: KeyReused | null = null
      if (mutation) {
        const read = await readSubmission(payload, req, user, body)
        if (!read.ok) return await fail(read.response)
        submission = read.submission
        try {
          earlier = submission && (await earlierSubmission(payload, submission))
        } catch (error) {
          // Refused once the route's own limit has counted it: no free guesses at a body.
          if (!(error instanceof KeyReused)) throw error
          reused = error
        }
      }

      // A repeat of a submission already counted against its route's own limit (a person
      // pressing "Send" again after an error is not refused for it) counts only against the
      // general one, which still stops a script replaying a key in a loop.
      const address = clientAddress(req.headers)
      const policy = earlier ? LIMITS.mutation : applied.rateLimit
      if (policy) {
        const verdict = await consume(payload, policy, { address, account: user?.id })
        if (!verdict.ok) return await fail(tooManyRequests(verdict.retryAfter, retryMessage(verdict.retryAfter)))
      }
      if (reused) return await fail(keyReused(reused.message))
      if (earlier?.answer_status) {
        const again = replayed(earlier.answer_status, earlier.answer_type, earlier.answer_body ?? '')
        return guards.member ? markPrivate(again) : again
      }

      const params = (await context?.params) ?? ({} as P)
      const response = await handler({ req, payload, params, body, user, address, viaForm, submission } as RouteInput<P, S, M>)
      if (submission && response.ok && !response.headers.has('set-cookie')) await keepAnswer(payload, submission, response)
      if (guards.member) return markPrivate(response)
      return guards.shared && !mutation ? markShared(response) : response
    } catch (error) {
      if (error instanceof KeyReused) return await fail(keyReused(error.message))
      const what = `${req.method} ${new URL(req.url).pathname}${keyForLog(req)}`
      if (error instanceof NotStarted || databaseUnavailable(error)) {
        console.warn(`[api] ${what}: the database is unavailable (${error instanceof Error ? error.message : String(error)})`)
        return await fail(serviceUnavailable()).catch(() => serviceUnavailable())
      }
      console.error(`[api] ${what} failed`, error)
      return serverError()
    }
  }
  return Object.assign(guarded, { declaration: guards })
}
