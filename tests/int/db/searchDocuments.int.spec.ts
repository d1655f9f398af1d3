/**
 * The full-text index's statements: rows kept per document, one ranked page among the newest
 * candidates, and the bounded count for a page past the end.
 */
import { sql } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'

import {
  anyPosts,
  clearSearchKind,
  countSearchMatches,
  removeSearchDocument,
  searchPage,
  upsertSearchDocument,
  type IndexedText,
} from '@/lib/db/searchDocuments'
import { drizzleFor } from '@/lib/db/sql'
import { createPost, testPayload, unique } from '../../factories'

/** A word no other document holds (letters only, so the English stemmer leaves it whole). */
const word = () =>
  `zq${unique('')
    .replace(/[^a-z0-9]/gi, '')
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`

/** A kind of its own, so clearing it touches no other test's rows. */
const kind = () => unique('test-kind')

const text = (overrides: Partial<IndexedText>): IndexedText => ({
  title: 'A title',
  summary: '',
  body: '',
  url: `/test/${unique('doc')}`,
  publishedAt: '2020-01-01T00:00:00.000Z',
  ...overrides,
})

const page = async (query: string, options: { hidden?: string[]; candidates?: number; perPage?: number; page?: number } = {}) =>
  searchPage(await testPayload(), { query, hidden: [], candidates: 1000, perPage: 10, page: 1, ...options })

describe('the search index’s writes', () => {
  it('puts a document in, replaces it, and takes it out', async () => {
    const payload = await testPayload()
    const [k, first, second] = [kind(), word(), word()]
    await upsertSearchDocument(payload, undefined, k, 1, text({ title: `About ${first}`, url: '/first' }))
    expect((await page(first)).rows).toMatchObject([{ kind: k, title: `About ${first}`, url: '/first' }])

    await upsertSearchDocument(payload, undefined, k, 1, text({ title: `About ${second}`, url: '/second' }))
    expect((await page(first)).rows).toEqual([])
    expect((await page(second)).rows).toMatchObject([{ kind: k, url: '/second' }])

    await removeSearchDocument(payload, undefined, k, 1)
    expect((await page(second)).rows).toEqual([])
  })

  it('writes in the transaction it is given', async () => {
    const payload = await testPayload()
    const [k, w] = [kind(), word()]
    const transactionID = await payload.db.beginTransaction()
    await upsertSearchDocument(payload, { transactionID: transactionID! }, k, 1, text({ title: w }))
    await payload.db.rollbackTransaction(transactionID!)
    expect((await page(w)).rows).toEqual([])
  })

  it('clears one kind, and no other', async () => {
    const payload = await testPayload()
    const [cleared, kept, w] = [kind(), kind(), word()]
    await upsertSearchDocument(payload, undefined, cleared, 1, text({ title: w }))
    await upsertSearchDocument(payload, undefined, cleared, 2, text({ title: w }))
    await upsertSearchDocument(payload, undefined, kept, 1, text({ title: w }))

    await clearSearchKind(payload, undefined, cleared)
    expect((await page(w)).rows.map((row) => row.kind)).toEqual([kept])
  })

  it('tells a migration whether there are posts to index', async () => {
    const payload = await testPayload()
    await createPost()
    expect(await anyPosts(payload, undefined)).toBe(true)
    // In a transaction that sees an empty `posts` (a temporary table of that name hides the real
    // one), it says so.
    const transactionID = await payload.db.beginTransaction()
    try {
      const db = await drizzleFor(payload, { transactionID: transactionID! })
      await db.execute(sql`CREATE TEMP TABLE posts (id integer) ON COMMIT DROP`)
      expect(await anyPosts(payload, { transactionID: transactionID! })).toBe(false)
    } finally {
      await payload.db.rollbackTransaction(transactionID!)
    }
  })
})

describe('the ranked search', () => {
  it('ranks a title match over a summary match over a body match, then the newer', async () => {
    const payload = await testPayload()
    const [k, w] = [kind(), word()]
    await upsertSearchDocument(payload, undefined, k, 1, text({ body: w, url: '/body', publishedAt: '2024-01-01T00:00:00.000Z' }))
    await upsertSearchDocument(payload, undefined, k, 2, text({ summary: w, url: '/summary', publishedAt: '2020-01-01T00:00:00.000Z' }))
    await upsertSearchDocument(payload, undefined, k, 3, text({ title: w, url: '/title-old', publishedAt: '2019-01-01T00:00:00.000Z' }))
    await upsertSearchDocument(payload, undefined, k, 4, text({ title: w, url: '/title-new', publishedAt: '2021-01-01T00:00:00.000Z' }))

    const found = await page(w)
    expect(found.rows.map((row) => row.url)).toEqual(['/title-new', '/title-old', '/summary', '/body'])
    expect(found.rows[0].publishedAt).toEqual(new Date('2021-01-01T00:00:00.000Z'))
    expect(found.matched).toBe(4)
  })

  it('leaves out the hidden kinds, and pages', async () => {
    const payload = await testPayload()
    const [shown, hidden, w] = [kind(), kind(), word()]
    for (let id = 1; id <= 3; id++) await upsertSearchDocument(payload, undefined, shown, id, text({ title: w, url: `/${id}`, publishedAt: `202${id}-01-01T00:00:00.000Z` }))
    await upsertSearchDocument(payload, undefined, hidden, 1, text({ title: w }))

    const first = await page(w, { hidden: [hidden], perPage: 2 })
    expect(first.rows.map((row) => row.url)).toEqual(['/3', '/2'])
    expect(first.matched).toBe(3)
    expect((await page(w, { hidden: [hidden], perPage: 2, page: 2 })).rows.map((row) => row.url)).toEqual(['/1'])
    // Past the end no row carries the count; the bounded count gives it.
    expect(await page(w, { hidden: [hidden], perPage: 2, page: 3 })).toEqual({ rows: [], matched: null })
    expect(await countSearchMatches(payload, { query: w, hidden: [hidden], bound: 1000 })).toBe(3)
  })

  it('ranks only the newest candidates, and counts one past them', async () => {
    const payload = await testPayload()
    const [k, w] = [kind(), word()]
    // The oldest would rank first (its title matches), but it is not among the two newest.
    await upsertSearchDocument(payload, undefined, k, 1, text({ title: w, url: '/oldest', publishedAt: '2001-01-01T00:00:00.000Z' }))
    await upsertSearchDocument(payload, undefined, k, 2, text({ body: w, url: '/newer', publishedAt: '2002-01-01T00:00:00.000Z' }))
    await upsertSearchDocument(payload, undefined, k, 3, text({ body: w, url: '/newest', publishedAt: '2003-01-01T00:00:00.000Z' }))

    const found = await page(w, { candidates: 2 })
    expect(found.rows.map((row) => row.url)).toEqual(['/newest', '/newer'])
    expect(found.matched).toBe(3)
    expect(await countSearchMatches(payload, { query: w, hidden: [], bound: 1 })).toBe(2)
  })

  it('takes what people type: a word left out, a quoted phrase, stray symbols', async () => {
    const payload = await testPayload()
    const [k, a, b] = [kind(), word(), word()]
    await upsertSearchDocument(payload, undefined, k, 1, text({ title: `${a} ${b}`, url: '/both' }))
    await upsertSearchDocument(payload, undefined, k, 2, text({ title: a, url: '/one' }))

    expect((await page(`${a} -${b}`)).rows.map((row) => row.url)).toEqual(['/one'])
    expect((await page(`"${a} ${b}"`)).rows.map((row) => row.url)).toEqual(['/both'])
    expect((await page(`${a} & | ! ( :`)).rows).toHaveLength(2)
    expect(await countSearchMatches(payload, { query: `) ${a} (`, hidden: [], bound: 10 })).toBe(2)
  })
})
