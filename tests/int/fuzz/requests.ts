/**
 * Requests drawn from one OpenAPI operation: hostile or plausible path and query parameters
 * from its `parameters`, and bodies from its `requestBody` schema (valid-looking objects with
 * some fields spoiled, wrong types, non-JSON text, bodies over the size limit).
 */
import fc from 'fast-check'

import { hostileFragment, hostileRawBody, hostileString, hostileValue, RAW_ESCAPES } from './hostile'

type JsonSchema = {
  type?: string
  enum?: string[]
  minLength?: number
  maxLength?: number
  maxItems?: number
  items?: JsonSchema
  properties?: Record<string, JsonSchema>
  required?: string[]
}

export type Operation = {
  parameters?: { name: string; in: 'path' | 'query'; required?: boolean }[]
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } }
  security?: unknown[]
  responses: Record<string, { content?: { 'application/json': { schema: unknown } } }>
}

export type Who = 'anonymous' | 'member' | 'forged session'

export type FuzzRequest = {
  params: Record<string, string>
  /** The query string as sent, escapes and all ("" for none). */
  query: string
  body?: string | Uint8Array
  contentType?: string
  who: Who
  /** A made-up session token, for `forged session`. */
  forgedToken: string
  origin: 'site' | 'foreign' | 'none'
  /** The client address: each request its own, so per-client rate limits rarely answer. */
  address: string
  /** The body is over the 100 KB limit. */
  huge: boolean
}

/** Things the fuzz knows about the database: a real post, so slug routes also go past "not found". */
export type Known = { slug: string }

const MAX_BODY_BYTES = 100 * 1024

const word = fc.stringMatching(/^[a-z]{3,12}$/)

/** A plausible value for a string field: the right length, an address where the name says so. */
const plausibleString = (name: string, schema: JsonSchema): fc.Arbitrary<string> => {
  if (schema.enum) return fc.constantFrom(...schema.enum)
  if (/email/i.test(name)) return fc.tuple(word, fc.nat()).map(([w, n]) => `fuzz-${w}-${n}@example.test`)
  if (/link|url/i.test(name)) return word.map((w) => `https://example.test/${w}`)
  const min = Math.max(schema.minLength ?? 0, /password/i.test(name) ? 12 : 0)
  const max = Math.max(min, Math.min(schema.maxLength ?? 60, 300))
  return fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz   '), minLength: min, maxLength: max }).map((text) =>
    text.length < min ? text.padEnd(min, 'x') : text,
  )
}

const plausibleValue = (name: string, schema: JsonSchema): fc.Arbitrary<unknown> => {
  if (schema.type === 'array') return fc.subarray(schema.items?.enum ?? [], { maxLength: schema.maxItems })
  if (schema.type === 'object') return plausibleObject(schema)
  return plausibleString(name, schema)
}

/** Every documented field with a plausible value (optional ones sometimes left out). */
const plausibleObject = (schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> =>
  fc.record(
    Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, field]) => [name, plausibleValue(name, field)])),
    { requiredKeys: schema.required ?? [] },
  )

/** A plausible object with some fields replaced by hostile values, perhaps one left out, unknown ones added. */
const spoiledObject = (schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> => {
  const names = Object.keys(schema.properties ?? {})
  const field = names.length ? fc.constantFrom(...names) : fc.constant('extra')
  return fc
    .tuple(
      plausibleObject(schema),
      fc.dictionary(field, hostileValue, { maxKeys: names.length }),
      fc.option(field),
      fc.dictionary(fc.oneof(fc.constantFrom('role', 'id', '__proto__', 'constructor', 'status', 'author'), hostileString), hostileValue, { maxKeys: 3 }),
    )
    .map(([plausible, spoiled, dropped, extra]) => {
      const body: Record<string, unknown> = { ...extra, ...plausible, ...spoiled }
      if (dropped !== null) delete body[dropped]
      return body
    })
}

/** A plausible object with one bad piece slipped into one text field: the only thing wrong with it. */
const taintedObject = (schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> =>
  fc.tuple(plausibleObject(schema), fc.nat(), hostileFragment, fc.double({ min: 0, max: 1, noNaN: true })).map(([body, pick, bad, at]) => {
    const texts = Object.keys(body).filter((name) => typeof body[name] === 'string')
    if (!texts.length) return body
    const name = texts[pick % texts.length]
    const text = body[name] as string
    const cut = Math.floor(text.length * at)
    return { ...body, [name]: text.slice(0, cut) + bad + text.slice(cut) }
  })

/** Over the limit by up to half again, as one long field or as a long run of fields. */
const hugeBody = fc.integer({ min: MAX_BODY_BYTES + 1, max: MAX_BODY_BYTES * 1.5 }).chain((size) =>
  fc.constantFrom(JSON.stringify({ text: 'z'.repeat(size) }), `[${'0,'.repeat(size / 2)}0]`, ' '.repeat(size) + '{}'),
)

type Body = Pick<FuzzRequest, 'body' | 'huge'>

const bodyFor = (schema: JsonSchema | undefined): fc.Arbitrary<Body> => {
  const json = (value: unknown): Body => ({ body: JSON.stringify(value), huge: false })
  const raw = (body: string | Uint8Array): Body => ({ body, huge: false })
  if (!schema) {
    // Endpoints without a documented body must not be bothered by one either.
    return fc.oneof({ weight: 4, arbitrary: fc.constant<Body>({ huge: false }) }, hostileRawBody.map(raw), spoiledObject({}).map(json))
  }
  return fc.oneof(
    { weight: 4, arbitrary: taintedObject(schema).map(json) },
    { weight: 4, arbitrary: spoiledObject(schema).map(json) },
    { weight: 1, arbitrary: plausibleObject(schema).map(json) },
    { weight: 2, arbitrary: hostileValue.map(json) },
    { weight: 2, arbitrary: hostileRawBody.map(raw) },
    { weight: 1, arbitrary: fc.constant<Body>({ huge: false }) },
    { weight: 1, arbitrary: hugeBody.map((body): Body => ({ body, huge: true })) },
  )
}

/**
 * Percent-encodes the UTF-8 of `text`, lone surrogates as U+FFFD (what a browser sends for
 * them): encodeURIComponent would throw on those.
 */
export const encodeLoosely = (text: string): string =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) => String.fromCharCode(byte))
    .map((char) => (/[\w.~-]/.test(char) ? char : `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`))
    .join('')

/** A value for a path parameter: the known slug, a plain word, or something hostile. */
const pathValue = (known: Known): fc.Arbitrary<string> =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(known.slug) }, { weight: 1, arbitrary: word }, { weight: 4, arbitrary: hostileString })

/** A query value already in its sent form: raw escapes stay as they are, the rest is encoded. */
const queryValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom('1', '2', '3', 'grace', 'faith hope') },
  { weight: 4, arbitrary: hostileString.map(encodeLoosely) },
  { weight: 1, arbitrary: fc.constantFrom(...RAW_ESCAPES) },
)

/** Each documented query parameter present, absent, empty or repeated; now and then one the API does not know. */
const queryFor = (names: string[]): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.tuple(...names.map((name) => fc.option(fc.array(queryValue, { minLength: 1, maxLength: 2 }).map((values) => values.map((v) => `${name}=${v}`)), { nil: [] }))),
      fc.option(fc.tuple(hostileString, queryValue).map(([name, value]) => [`${encodeLoosely(name)}=${value}`]), { nil: [], freq: 4 }),
    )
    .map(([documented, extra]) => [...documented.flat(), ...extra].join('&'))

const address = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`)

export const requestFor = (operation: Operation, known: Known, mutation: boolean): fc.Arbitrary<FuzzRequest> => {
  const parameters = operation.parameters ?? []
  const pathNames = parameters.filter((p) => p.in === 'path').map((p) => p.name)
  const queryNames = parameters.filter((p) => p.in === 'query').map((p) => p.name)
  return fc.record({
    params: fc.record(Object.fromEntries(pathNames.map((name) => [name, pathValue(known)]))),
    query: queryFor(queryNames),
    bodyAndSize: mutation ? bodyFor(operation.requestBody?.content['application/json'].schema) : fc.constant<Body>({ huge: false }),
    contentType: fc.oneof(
      { weight: 8, arbitrary: fc.constant('application/json') },
      { weight: 1, arbitrary: fc.constantFrom(undefined, 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x') },
    ),
    who: fc.constantFrom<Who>('anonymous', 'member', 'member', 'forged session'),
    forgedToken: fc.oneof(fc.stringMatching(/^[A-Za-z0-9._-]{0,300}$/), fc.constant('eyJhbGciOiJub25lIn0.eyJpZCI6MSwiY29sbGVjdGlvbiI6InVzZXJzIn0.')),
    origin: mutation ? fc.constantFrom<FuzzRequest['origin']>('site', 'site', 'site', 'site', 'foreign', 'none') : fc.constant('none' as const),
    address,
  }).map(({ bodyAndSize, ...rest }) => ({ ...rest, ...bodyAndSize }))
}
