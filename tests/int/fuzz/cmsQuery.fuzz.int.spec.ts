/**
 * Property-based fuzzing of the query parameters of Payload's REST API at /cms-api: `where`,
 * `sort`, `select`, `populate`, `depth`, `limit` and `page`, drawn from each collection's own
 * field paths (relationships followed into other collections, hidden fields included) and from
 * hostile values, sent in the address or through Payload's method override, as a visitor, a
 * member and an editor. Never a 5xx; never another member's data; visitors and members never
 * past the door; and an editor never filters or sorts through an account that is not theirs.
 *
 * Seeded (FUZZ_SEED), with FUZZ_RUNS runs per caller.
 */
import fc from 'fast-check'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'
import { sessionCookie } from '../../api'
import { createComment, createPost, createUser, testPayload } from '../../factories'
import { rest } from '../cms/rest'
import { hostileString } from './hostile'

const SEED = Number(process.env.FUZZ_SEED) || 20_261_127
const RUNS = Number(process.env.FUZZ_RUNS) || 120

let payload: Payload
/** Another member, whose address and name must never reach anyone fuzzing. */
let victim: User
const cookies: Record<'member' | 'editor', string> = { member: '', editor: '' }

beforeAll(async () => {
  payload = await testPayload()
  const [post, member, editor] = await Promise.all([createPost(), createUser(), createUser({ role: 'editor' })])
  victim = await createUser({ firstName: 'Verity', lastName: 'Hidden-Canary', email: `canary-${Date.now()}@victim.example` })
  await createComment(post, victim, 'approved')
  cookies.member = await sessionCookie(member)
  cookies.editor = await sessionCookie(editor)
})

/** Field paths of a collection, following single relationships one step into the next collection. */
const pathsOf = (slug: string, depth = 0): string[] => {
  const collection = payload.collections[slug as keyof typeof payload.collections]
  if (!collection) return []
  return collection.config.flattenedFields.flatMap((field) => {
    const here = [field.name]
    if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string' && depth === 0) {
      here.push(...pathsOf(field.relationTo, 1).map((path) => `${field.name}.${path}`))
    }
    if ('flattenedFields' in field && depth === 0) here.push(...field.flattenedFields.map((sub) => `${field.name}.${sub.name}`))
    return here
  })
}

/** Paths that end up in the accounts: what the leak check watches. */
const intoAccounts = (slug: string, path: string): boolean => {
  const first = payload.collections[slug as keyof typeof payload.collections]?.config.flattenedFields.find((f) => f.name === path.split(/\.|__/)[0])
  return Boolean(first && 'relationTo' in first && first.relationTo === 'users' && /[.]|__/.test(path) && !/^[^.]+\.id$/.test(path))
}

const number = fc.oneof(
  fc.constantFrom('0', '-1', '1', '10', '11', '1000', '1001', '100000', '2147483648', '1e9', 'NaN', '', 'abc', '1.5'),
  fc.integer({ min: -5, max: 2_000 }).map(String),
)

const queryFor = (slug: string) => {
  const path = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...pathsOf(slug), 'id', '_id') }, { weight: 1, arbitrary: hostileString })
  const param = fc.oneof(
    path.map((p) => [`sort`, p]),
    path.map((p) => [`sort`, `-${p}`]),
    fc.tuple(fc.nat(2), path).map(([i, p]) => [`sort[${i}]`, p]),
    path.map((p) => [`select[${p}]`, 'true']),
    fc.tuple(path, fc.constantFrom('true', 'false', 'x', '')).map(([p, v]) => [`select[${p}]`, v]),
    fc.tuple(fc.constantFrom('users', 'posts', 'categories', 'nothing', '__proto__'), path).map(([s, p]) => [`populate[${s}][${p}]`, 'true']),
    number.map((v) => ['depth', v]),
    number.map((v) => ['limit', v]),
    number.map((v) => ['page', v]),
    fc.tuple(path, fc.constantFrom('equals', 'like', 'exists', 'in', 'greater_than'), fc.oneof(hostileString, fc.constant('a'))).map(([p, op, v]) => [`where[${p}][${op}]`, v]),
    fc.tuple(fc.nat(3), path, fc.constantFrom('equals', 'like')).map(([i, p, op]) => [`where[or][${i}][${p}][${op}]`, 'a']),
  )
  return fc.array(param, { minLength: 1, maxLength: 5 })
}

const collectionSlugs = () => payload.config.collections.map((c) => c.slug)

const send = (who: 'visitor' | 'member' | 'editor', slug: string, params: string[][], override: boolean) => {
  // A lone surrogate cannot be percent-encoded; it goes as U+FFFD, as a browser would send it.
  const encode = (text: string) => encodeURIComponent(text.toWellFormed())
  const query = params.map(([k, v]) => `${encode(k).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encode(v)}`).join('&')
  const headers: Record<string, string> = who === 'visitor' ? {} : { cookie: cookies[who] }
  if (!override) return rest('GET', `/${slug}?${query}`, { headers })
  return rest('POST', `/${slug}`, {
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded', 'x-payload-http-method-override': 'GET' },
    body: query,
  })
}

describe('/cms-api queries, fed field paths and hostile values', () => {
  for (const who of ['visitor', 'member', 'editor'] as const) {
    it(`as ${who === 'editor' ? 'an' : 'a'} ${who}: never a 5xx, never another member's data`, { timeout: 120_000 }, async () => {
      const request = fc.constantFrom(...collectionSlugs()).chain((slug) => fc.record({ slug: fc.constant(slug), params: queryFor(slug), override: fc.boolean() }))
      await fc.assert(
        fc.asyncProperty(request, async ({ slug, params, override }) => {
          const res = await send(who, slug, params, override)
          expect(res.status, res.text.slice(0, 300)).toBeLessThan(500)
          expect(res.text).not.toContain(victim.email)
          expect(res.text).not.toContain('Hidden-Canary')
          if (who !== 'editor') expect([401, 403], `${who} ${slug}`).toContain(res.status)
          // Filtering or sorting through another account would order or count it: refused.
          const throughAccounts = params.some(([key, value]) => (/^(sort|where)/.test(key) && intoAccounts(slug, key.startsWith('sort') ? value.replace(/^-/, '') : key.replace(/^where(\[or\]\[\d\])?\[([^\]]*)\].*$/, '$2'))))
          // (A key sent twice as `sort[0]` is a list inside the list, which Payload drops unread.)
          const repeated = new Set(params.map(([key]) => key)).size < params.length
          if (who === 'editor' && throughAccounts && !repeated && res.status === 200) {
            throw new Error(`an editor filtered or sorted ${slug} through accounts: ${JSON.stringify(params)}`)
          }
        }),
        { seed: SEED, numRuns: RUNS },
      )
    })
  }
})
