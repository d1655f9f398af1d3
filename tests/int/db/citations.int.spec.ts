/**
 * The citations' statements: a document's rows replaced and removed (in the transaction given),
 * a chapter's citing pages by verse-range overlap, the counts per book, the cited chapters,
 * the search condition, and the rebuild from published documents.
 */
import { sql } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'

import { postCitations } from '@/collections/posts/citations'
import { readingPlanCitations } from '@/collections/reading-plans/citations'
import { anyDocuments } from '@/lib/db/anyDocuments'
import {
  bookCitationCounts,
  chapterCitations,
  citedChapterRows,
  clearCitationKind,
  removeCitations,
  replaceCitations,
  type CitedRange,
  type CitingPage,
} from '@/lib/db/citations'
import { countSearchMatches, searchPage, upsertSearchDocument } from '@/lib/db/searchDocuments'
import { lexicalFromBlocks } from '@/seed/lexical'
import { drizzleFor } from '@/lib/db/sql'
import { backfillCitationsFromMigration, rebuildCitations } from '@/search/citations'
import { createPost, testPayload, unique } from '../../factories'
import { createReadingPlan, planDay } from '../../factories/readingPlans'

/** A book code no real citation has, so each test reads only its own rows. */
const book = () => unique('TestBook')
/** A kind of its own, so clearing it touches no other test's rows. */
const kind = () => unique('test-kind')

const range = (b: string, chapter: number, verse: number | null, endChapter = chapter, endVerse = verse): CitedRange => ({ book: b, chapter, verse, endChapter, endVerse })

const page = (url: string, ranges: CitedRange[], publishedAt = '2020-01-01T00:00:00.000Z'): CitingPage => ({ url, title: `Title of ${url}`, publishedAt, ranges })

const citing = async (b: string, chapter: number, hidden: string[] = [], limit = 100) =>
  chapterCitations(await testPayload(), { book: b, chapter, hidden, limit })

const urls = async (b: string, chapter: number) => (await citing(b, chapter)).rows.map((r) => r.url)

describe('a document’s citations', () => {
  it('are replaced whole, and removed', async () => {
    const payload = await testPayload()
    const [b, k] = [book(), kind()]
    await replaceCitations(payload, undefined, k, 1, [page('/first', [range(b, 1, 1)])])
    expect(await urls(b, 1)).toEqual(['/first'])

    await replaceCitations(payload, undefined, k, 1, [page('/second', [range(b, 2, 1)])])
    expect(await urls(b, 1)).toEqual([])
    expect(await urls(b, 2)).toEqual(['/second'])

    await replaceCitations(payload, undefined, k, 1, [])
    expect(await urls(b, 2)).toEqual([])

    await replaceCitations(payload, undefined, k, 1, [page('/third', [range(b, 3, null)])])
    await removeCitations(payload, undefined, k, 1)
    expect(await urls(b, 3)).toEqual([])
  })

  it('are written in the transaction they are given', async () => {
    const payload = await testPayload()
    const [b, k] = [book(), kind()]
    const transactionID = await payload.db.beginTransaction()
    await replaceCitations(payload, { transactionID: transactionID! }, k, 1, [page('/rolled-back', [range(b, 1, 1)])])
    await payload.db.rollbackTransaction(transactionID!)
    expect(await urls(b, 1)).toEqual([])
  })

  it('of one kind are all cleared, and no other kind’s', async () => {
    const payload = await testPayload()
    const [b, cleared, kept] = [book(), kind(), kind()]
    await replaceCitations(payload, undefined, cleared, 1, [page('/cleared', [range(b, 1, 1)])])
    await replaceCitations(payload, undefined, kept, 1, [page('/kept', [range(b, 1, 1)])])
    await clearCitationKind(payload, undefined, cleared)
    expect(await urls(b, 1)).toEqual(['/kept'])
  })
})

describe('a chapter’s citing pages', () => {
  it('are those whose ranges share a verse with it, across chapters too, each with what it cites of the chapter', async () => {
    const payload = await testPayload()
    const [b, k] = [book(), kind()]
    await replaceCitations(payload, undefined, k, 1, [page('/verse', [range(b, 5, 3), range(b, 5, 1, 5, 2)])])
    await replaceCitations(payload, undefined, k, 2, [page('/across', [range(b, 4, 30, 6, 2)])])
    await replaceCitations(payload, undefined, k, 3, [page('/whole', [range(b, 5, null)])])
    await replaceCitations(payload, undefined, k, 4, [page('/elsewhere', [range(b, 7, 1)])])

    const { rows, total } = await citing(b, 5)
    expect(total).toBe(3)
    expect(Object.fromEntries(rows.map((r) => [r.url, r.ranges]))).toEqual({
      '/verse': [range(b, 5, 1, 5, 2), range(b, 5, 3)],
      '/across': [range(b, 4, 30, 6, 2)],
      '/whole': [range(b, 5, null)],
    })
    expect(await urls(b, 6)).toEqual(['/across'])
  })

  it('come newest first, a limited number of them with the count of all, and leave hidden kinds out', async () => {
    const payload = await testPayload()
    const [b, shown, hidden] = [book(), kind(), kind()]
    await replaceCitations(payload, undefined, shown, 1, [page('/old', [range(b, 1, 1)], '2001-01-01T00:00:00.000Z')])
    await replaceCitations(payload, undefined, shown, 2, [page('/new', [range(b, 1, 1)], '2002-01-01T00:00:00.000Z')])
    await replaceCitations(payload, undefined, shown, 3, [page('/undated', [range(b, 1, 1)], null as never)])
    await replaceCitations(payload, undefined, hidden, 1, [page('/hidden', [range(b, 1, 1)], '2003-01-01T00:00:00.000Z')])

    const all = await citing(b, 1, [hidden])
    expect(all.rows.map((r) => r.url)).toEqual(['/new', '/old', '/undated'])
    expect(all.rows[0]).toMatchObject({ kind: shown, docId: 2, title: 'Title of /new', publishedAt: new Date('2002-01-01T00:00:00.000Z') })
    const first = await citing(b, 1, [hidden], 1)
    expect(first.rows.map((r) => r.url)).toEqual(['/new'])
    expect(first.total).toBe(3)
  })

  it('list each part of a document with an address of its own apart', async () => {
    const payload = await testPayload()
    const [b, k] = [book(), kind()]
    await replaceCitations(payload, undefined, k, 1, [page('/plan#day-1', [range(b, 1, 1)]), page('/plan#day-2', [range(b, 1, 5)])])
    expect((await urls(b, 1)).sort()).toEqual(['/plan#day-1', '/plan#day-2'])
  })
})

describe('the counts and the cited chapters', () => {
  it('count each citing page once per book, and list every chapter a range runs through', async () => {
    const payload = await testPayload()
    const [b, other, k, hidden] = [book(), book(), kind(), kind()]
    await replaceCitations(payload, undefined, k, 1, [page('/a', [range(b, 1, 1), range(b, 2, 1), range(other, 1, 1)])])
    await replaceCitations(payload, undefined, k, 2, [page('/b', [range(b, 3, 2, 5, 1)])])
    await replaceCitations(payload, undefined, hidden, 1, [page('/hidden', [range(b, 9, 1)])])

    const counts = await bookCitationCounts(payload, [hidden])
    expect(counts.get(b)).toBe(2)
    expect(counts.get(other)).toBe(1)

    const chapters = (await citedChapterRows(payload, [hidden])).filter((c) => c.book === b)
    expect(chapters.map((c) => c.chapter).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5])
    expect(chapters.every((c) => c.lastCited instanceof Date && !Number.isNaN(c.lastCited.getTime()))).toBe(true)
  })
})

describe('search by passage', () => {
  it('matches the indexed documents citing a passage, ahead of those matching its words', async () => {
    const payload = await testPayload()
    const [b, k] = [book(), kind()]
    const word = `zq${unique('').replace(/[^a-z]/gi, '')}`
    await upsertSearchDocument(payload, undefined, k, 1, { title: 'Cites it', summary: '', body: '', url: '/cites', publishedAt: '2001-01-01T00:00:00.000Z' })
    await upsertSearchDocument(payload, undefined, k, 2, { title: `Says ${word}`, summary: '', body: '', url: '/says', publishedAt: '2002-01-01T00:00:00.000Z' })
    await upsertSearchDocument(payload, undefined, k, 3, { title: 'Cites another verse', summary: '', body: '', url: '/other-verse', publishedAt: '2003-01-01T00:00:00.000Z' })
    await replaceCitations(payload, undefined, k, 1, [page('/cites', [range(b, 2, 4, 2, 6)])])
    await replaceCitations(payload, undefined, k, 3, [page('/other-verse', [range(b, 2, 10)])])

    // Cites it and says the word too: listed once, among those citing it.
    await upsertSearchDocument(payload, undefined, k, 4, { title: `Cites it and says ${word}`, summary: '', body: '', url: '/both', publishedAt: '2000-01-01T00:00:00.000Z' })
    await replaceCitations(payload, undefined, k, 4, [page('/both', [range(b, 2, 5)])])

    const found = await searchPage(payload, { query: word, cited: [range(b, 2, 5)], hidden: [], candidates: 1000, perPage: 10, page: 1 })
    expect(found.rows.map((r) => r.url)).toEqual(['/both', '/cites', '/says'])
    expect(found.matched).toBe(3)
    expect(await countSearchMatches(payload, { query: word, cited: [range(b, 2, 5)], hidden: [], bound: 1000 })).toBe(3)
    expect(await countSearchMatches(payload, { query: word, cited: [range(b, 2, 5)], hidden: [], bound: 1 })).toBe(2)
    expect(await countSearchMatches(payload, { query: word, hidden: [], bound: 1000 })).toBe(2)

    const chapter = await searchPage(payload, { query: word, cited: [range(b, 2, null)], hidden: [], candidates: 1000, perPage: 10, page: 1 })
    expect(chapter.rows.map((r) => r.url)).toEqual(['/both', '/other-verse', '/cites', '/says'])
    const hidden = await searchPage(payload, { query: word, cited: [range(b, 2, null)], hidden: [k], candidates: 1000, perPage: 10, page: 1 })
    expect(hidden.rows).toEqual([])
  })
})

describe('the rebuild from published documents', () => {
  it('writes what every published document cites, and nothing for a draft', async () => {
    const payload = await testPayload()
    const k = kind()
    const published = await createPost({ content: lexicalFromBlocks(['Zechariah 4:6, not by might.']) })
    const draft = await createPost({ status: 'draft', content: lexicalFromBlocks(['Zechariah 4:10, small things.']) })
    try {
      await rebuildCitations(payload, [{ kind: k as never, collection: 'posts', toSources: postCitations as never }])
      const listed = (await citing('Zech', 4)).rows.filter((r) => r.kind === k).map((r) => r.url)
      expect(listed).toContain(`/blog/${published.slug}`)
      expect(listed).not.toContain(`/blog/${draft.slug}`)
    } finally {
      await clearCitationKind(payload, undefined, k)
    }
  })
})

describe('the backfill from the migration', () => {
  /**
   * Runs `test` in a transaction that sees no posts (a temporary table of that name hides the
   * real one), as on a database with plans or books and no post yet; rolled back afterwards.
   */
  const withoutPosts = async (test: (req: { transactionID: string | number }) => Promise<void>) => {
    const payload = await testPayload()
    const transactionID = (await payload.db.beginTransaction())!
    try {
      await (await drizzleFor(payload, { transactionID })).execute(sql`CREATE TEMP TABLE posts (id integer) ON COMMIT DROP`)
      await test({ transactionID })
    } finally {
      await payload.db.rollbackTransaction(transactionID)
    }
  }

  it('reads a database whose only citing documents are reading plans', async () => {
    const payload = await testPayload()
    const plan = await createReadingPlan({ days: [planDay(1, { passages: ['Obadiah 1:3-4'] })] })
    const k = kind()
    await withoutPosts(async (req) => {
      expect(await anyDocuments(payload, req, ['posts'])).toBe(false)
      await backfillCitationsFromMigration(payload, [{ kind: k as never, collection: 'reading-plans', toSources: readingPlanCitations as never }], req)
      const { rows } = await (await drizzleFor(payload, req)).execute<{ url: string; book: string }>(
        sql`SELECT url, book FROM scripture_citations WHERE kind = ${k}`,
      )
      expect(rows).toContainEqual({ url: `/reading-plans/${plan.slug}#day-1`, book: 'Obad' })
    })
  })

  it('reads nothing where no citing collection holds a document, nor one whose table is not there yet', async () => {
    const payload = await testPayload()
    await withoutPosts(async (req) => {
      const db = await drizzleFor(payload, req)
      await db.execute(sql`CREATE TEMP TABLE reading_plans (id integer) ON COMMIT DROP`)
      expect(await anyDocuments(payload, req, ['posts', 'reading-plans', 'no-such-collection' as never])).toBe(false)
      const k = kind()
      await backfillCitationsFromMigration(payload, [{ kind: k as never, collection: 'reading-plans', toSources: readingPlanCitations as never }], req)
      const { rows } = await db.execute(sql`SELECT 1 FROM scripture_citations WHERE kind = ${k}`)
      expect(rows).toEqual([])
    })
  })
})
