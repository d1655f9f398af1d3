/**
 * What every answer of the API must be, whatever it was sent: never a 5xx, never a trace or a
 * path of the server, a documented success or the one error shape (README "The JSON API").
 */
import { z } from 'zod'

import type { Answer } from './send'
import type { FuzzRequest, Operation } from './requests'

/** `{message}`, plus `errors: {field: message}` for validation failures; other keys are tolerated. */
const errorBody = z.object({ message: z.string().min(1), errors: z.record(z.string(), z.string()).optional() })

/** The error statuses the API documents: bad input, signed out, cross-site, unknown or switched off, too large, too many. */
const ERROR_STATUSES = new Set([400, 401, 403, 404, 413, 429])

/** Traces and server paths: what a stack trace or an unhandled error message would bring along. */
const LEAKS: [string, RegExp][] = [
  ['a stack frame', /(?:^|\n|\\n)\s*at \S.*?:\d+:\d+/],
  ['a source position', /\.(?:ts|tsx|js|mjs|cjs):\d+:\d+/],
  ['node_modules', /node_modules/],
  ['a file URL', /file:\/\//],
  ['the project directory', new RegExp(process.cwd().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))],
  ['an absolute server path', /(?:^|[\s"'(])\/(?:work|home|root|usr|var|tmp|opt|app)\//],
  ['a database error', /(?:DrizzleQueryError|PostgresError|invalid byte sequence|syntax error at or near|violates .* constraint)/i],
]

const documentedSchemas = new WeakMap<object, z.ZodType>()
/** The documented JSON schema of an answer as a zod schema (converted once per schema). */
const documented = (schema: object): z.ZodType => {
  let zod = documentedSchemas.get(schema)
  if (!zod) documentedSchemas.set(schema, (zod = z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0])))
  return zod
}

const parseJson = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false }
  }
}

const isJson = (answer: Answer) => /^application\/(?:[\w.+-]+\+)?json\b/i.test(answer.headers.get('content-type') ?? '')

const errorProblems = (answer: Answer): string[] => {
  const problems: string[] = []
  if (!ERROR_STATUSES.has(answer.status)) problems.push(`undocumented error status ${answer.status}`)
  if (!isJson(answer)) problems.push(`error answered as ${answer.headers.get('content-type') ?? 'no content type'}`)
  const body = parseJson(answer.text)
  if (!body.ok || !errorBody.safeParse(body.value).success) problems.push(`error body is not {message, errors?}: ${answer.text.slice(0, 200)}`)
  if (answer.status === 429 && !/^[1-9]\d*$/.test(answer.headers.get('retry-after') ?? '')) problems.push('429 without a Retry-After in seconds')
  return problems
}

/**
 * The documented answer for a success status. An operation documents one success status, but
 * some answer a sibling one with the same body (saving a post again is 200, not 201): the body
 * must then still be the documented one.
 */
const documentedSuccess = (operation: Operation, status: number) =>
  operation.responses[String(status)] ??
  (status < 300 ? Object.entries(operation.responses).find(([code]) => Number(code) >= 200 && Number(code) < 300 && code !== '204')?.[1] : undefined)

const successProblems = (operation: Operation, answer: Answer): string[] => {
  const response = documentedSuccess(operation, answer.status)
  if (!response) return [`undocumented status ${answer.status}`]
  if (answer.status >= 300 && answer.status < 400) return answer.headers.get('location') ? [] : [`${answer.status} without a Location`]
  if (answer.status === 204) return answer.text ? ['204 with a body'] : []
  const schema = response.content?.['application/json'].schema
  if (!schema) return []
  if (!isJson(answer)) return [`answered as ${answer.headers.get('content-type') ?? 'no content type'}`]
  const body = parseJson(answer.text)
  if (!body.ok) return ['the body is not JSON']
  const parsed = documented(schema).safeParse(body.value)
  return parsed.success ? [] : [`not the documented shape: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`]
}

/** What a request must get when a guard stops it, before anything else is looked at. */
const guardProblems = (operation: Operation, request: FuzzRequest, answer: Answer, mutation: boolean): string[] => {
  // A form the browser sent itself (urlencoded) to an operation that takes one is sent back to
  // its page (303) instead of getting the guard's JSON.
  const formPost = /^application\/x-www-form-urlencoded/i.test(request.contentType ?? '') && Boolean(operation.responses['303'])
  // A switched-off feature (the feature-flag tests flip them meanwhile) answers 404 before any guard.
  const allowed = (statuses: number[]) =>
    statuses.includes(answer.status) || answer.status === 404 || (formPost && answer.status === 303) ? [] : [`expected ${statuses.join(' or ')}`]
  // A mutation documented without a 403 takes other sites' requests (Stripe's signed webhook).
  if (mutation && request.origin === 'foreign' && operation.responses['403']) return allowed([403])
  if (operation.security && request.who !== 'member') return allowed([401])
  // Otherwise the fuzz would quietly test signed-out requests only.
  if (operation.security && answer.status === 401) return ['the member’s session was refused']
  // Too large is 413 even for a form: none of the site's forms can send one.
  if (request.huge && operation.requestBody) return answer.status === 413 || answer.status === 404 ? [] : ['expected 413']
  return []
}

export const problemsWith = (operation: Operation, request: FuzzRequest, answer: Answer, mutation: boolean): string[] => {
  if (answer.status >= 500) return [`status ${answer.status}: ${answer.text.slice(0, 300)}`]
  const leaks = LEAKS.filter(([, pattern]) => pattern.test(answer.text)).map(([what]) => `the body shows ${what}`)
  const shape = answer.status >= 400 ? errorProblems(answer) : successProblems(operation, answer)
  return [...leaks, ...shape, ...guardProblems(operation, request, answer, mutation)]
}
