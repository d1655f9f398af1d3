/**
 * Property-based fuzzing of the whole documented API: every operation in /api/openapi.json is
 * sent hostile path, query and body values (tests/int/fuzz/hostile.ts), anonymously, as a
 * member and with a forged session, and every answer must be a documented one
 * (tests/int/fuzz/answers.ts): never a 5xx, never a trace, the one error shape.
 *
 * Seeded, so a failure reproduces: fast-check prints the seed and path to replay it with.
 * FUZZ_SEED, FUZZ_RUNS and FUZZ_BUDGET_MS change the seed, the runs per operation and the time
 * the whole file may take (a slow machine does fewer runs rather than time out).
 */
import fc from 'fast-check'
import { beforeAll, describe, it } from 'vitest'

import { GET as openapi } from '@/app/(frontend)/api/openapi.json/route'
import type { User } from '@/payload-types'
import { call, sessionCookie } from '../../api'
import { createPost, createUser } from '../../factories'
import { problemsWith } from './answers'
import { requestFor, type Known, type Operation } from './requests'
import { routeHandler } from './routes'
import { send, type Answer } from './send'

const SEED = Number(process.env.FUZZ_SEED) || 20_261_123
const RUNS = Number(process.env.FUZZ_RUNS) || 80
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS) || 60_000

const { json: document } = (await call(openapi, '/api/openapi.json')) as { json: { paths: Record<string, Record<string, Operation>> } }

const operations = Object.entries(document.paths).flatMap(([apiPath, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ apiPath, method: method.toUpperCase(), operation })),
)

/** The budget left, shared among the operations still to come: quick ones leave more time to slow ones. */
let deadline = 0
const timeFor = (index: number) => {
  deadline ||= Date.now() + BUDGET_MS
  return Math.max(250, Math.floor((deadline - Date.now()) / (operations.length - index)))
}

let member: User
let memberCookie = ''
let known: Known

beforeAll(async () => {
  const [user, post] = await Promise.all([createUser({ firstName: 'Fuzz', lastName: 'Member' }), createPost()])
  member = user
  memberCookie = await sessionCookie(member)
  known = { slug: post.slug }
})

/**
 * An answer that sets the session cookie may have ended the member's session (signing out does,
 * POST or GET /api/auth/logout): the next member request signs in afresh.
 */
const touchesSession = (answer: Answer) => /(?:^|[\s,])payload-token=/.test(answer.headers.get('set-cookie') ?? '')

describe('every documented operation, fed hostile input', () => {
  operations.forEach(({ apiPath, method, operation }, index) => {
    const mutation = method !== 'GET'
    it(`${method} ${apiPath} answers only documented answers`, { timeout: BUDGET_MS + 30_000 }, async () => {
      const handler = await routeHandler(apiPath, method)
      // When time is up fast-check stops waiting for the current run, but the request goes on;
      // it must end before the test does (a worker that exits mid-e-mail breaks the mail catcher).
      let running: Promise<unknown> = Promise.resolve()
      const property = fc.asyncProperty(requestFor(operation, known, mutation), (request) => {
        const run = (async () => {
          const answer = await send(handler, method, apiPath, request, memberCookie)
          if (request.who === 'member' && touchesSession(answer)) memberCookie = await sessionCookie(member)
          const problems = problemsWith(operation, request, answer, mutation)
          if (problems.length) throw new Error(`${method} ${apiPath} answered ${answer.status}: ${problems.join('; ')}`)
        })()
        running = run.catch(() => undefined)
        return run
      })
      try {
        // Each operation its own seed, so adding one does not change what the others are sent.
        await fc.assert(property, { seed: SEED + index, numRuns: RUNS, plugins: [fc.interruptAfterTimeLimit(timeFor(index))] })
      } finally {
        await running
      }
    })
  })
})
