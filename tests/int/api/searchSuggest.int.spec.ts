/**
 * GET /api/search/suggest: what the search box suggests while someone types. Words are matched
 * by their beginnings, a text that is only a Bible reference suggests its passage first, reading
 * plans by title next, at most five in all; the answer is kept a minute by browsers; bad text is a
 * 400, and one client's burst meets its own limit (429 with Retry-After).
 */
import { describe, expect, it } from 'vitest'

import { GET as suggest } from '@/app/(frontend)/api/search/suggest/route'
import { lexicalFromBlocks } from '@/seed/lexical'
import { searchSuggestionsShape } from '@/lib/openapi/shapes'
import { LIMITS } from '@/lib/rateLimit/policies'
import { call, freshAddress } from '../../api'
import { createPost, unique } from '../../factories'
import { createReadingPlan } from '../../factories/readingPlans'

/** A made-up word only this test's documents contain, so parallel tests never interfere. */
const word = () =>
  'zq' +
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')

const ask = (q?: string, headers: Record<string, string> = {}) =>
  call(suggest, '/api/search/suggest', { query: q === undefined ? {} : { q }, headers })

type Item = { type: string; typeLabel: string; title: string; url: string }
const urls = (res: { json: { items: Item[] } }) => res.json.items.map((item) => item.url)

describe('GET /api/search/suggest', () => {
  it('suggests documents whose words begin with what is typed, a title match first, kept a minute by the browser', async () => {
    const w = word()
    const inBody = await createPost({ content: lexicalFromBlocks([`Only the body mentions ${w} here.`]) })
    const inTitle = await createPost({ title: unique(`Kindness about ${w}`) })
    const res = await ask(w.slice(0, 6))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=60')
    // What the OpenAPI document promises.
    expect(searchSuggestionsShape.safeParse(res.json).success).toBe(true)
    expect(res.json.items).toEqual([
      { type: 'post', typeLabel: 'Article', title: inTitle.title, url: `/blog/${inTitle.slug}` },
      { type: 'post', typeLabel: 'Article', title: inBody.title, url: `/blog/${inBody.slug}` },
    ])
    // Every word counts, each by its beginning, in any case.
    expect(urls(await ask(`KIND ${w.slice(0, 5).toUpperCase()}`))).toEqual([`/blog/${inTitle.slug}`])
    expect((await ask(`${w.slice(0, 6)} nothingelsematches`)).json.items).toEqual([])
  })

  it('finds a word from its beginning even where the unfinished word stems otherwise', async () => {
    // "…my" stems to "…mi", while the finished word is stored as "…myknock": typed, "…my" still finds it.
    const w = word()
    const post = await createPost({ title: unique(`Tales of the ${w}myknockers`) })
    expect(urls(await ask(`${w}my`))).toEqual([`/blog/${post.slug}`])
    expect(urls(await ask(`tales ${w}my`))).toEqual([`/blog/${post.slug}`])
    // A stop word still asks nothing of the documents.
    expect(urls(await ask(`the ${w}my`))).toEqual([`/blog/${post.slug}`])
  })

  it('suggests five at most', async () => {
    const w = word()
    for (let i = 0; i < 7; i++) await createPost({ title: unique(`Number ${i} on ${w}`) })
    const res = await ask(w)
    expect(res.json.items).toHaveLength(5)
    expect(new Set(urls(res)).size).toBe(5)
  })

  it('suggests a reading plan by its title, ahead of the articles', async () => {
    const w = word()
    const post = await createPost({ title: unique(`An article on ${w}`) })
    const plan = await createReadingPlan({ title: unique(`A plan on ${w}`) })
    const draft = await createReadingPlan({ title: unique(`A draft plan on ${w}`), status: 'draft' })
    const res = await ask(`plan ${w.slice(0, 7)}`)
    expect(res.json.items).toEqual([{ type: 'reading-plan', typeLabel: 'Reading plan', title: plan.title, url: `/reading-plans/${plan.slug}` }])
    expect(urls(await ask(w))).toEqual([`/reading-plans/${plan.slug}`, `/blog/${post.slug}`])
    expect(urls(await ask(w))).not.toContain(`/reading-plans/${draft.slug}`)
  })

  it('suggests the passage first when the text is a Bible reference, and none for a passage the Bible lacks', async () => {
    const john = await ask('John 3:16')
    expect(john.status).toBe(200)
    expect(john.json.items[0]).toEqual({ type: 'passage', typeLabel: 'Bible passage', title: 'John 3:16', url: '/scripture/john/3?v=16#v16' })
    expect((await ask('ps 23')).json.items[0]).toMatchObject({ type: 'passage', title: 'Psalms 23', url: '/scripture/psalms/23' })
    expect((await ask('rom 8:28-30')).json.items[0]).toMatchObject({ type: 'passage', title: 'Romans 8:28–30' })
    for (const q of ['Romans 99', 'John 3:16 and grace', 'grace']) {
      expect((await ask(q)).json.items.map((item: Item) => item.type), q).not.toContain('passage')
    }
  })

  it('accepts whatever people type: operators and punctuation never break the query', async () => {
    for (const q of ['"grace', 'a & b | !c', "o'brien", '(((', ':*', 'the', '!!', '-'.repeat(100), 'é ü', '12', 'gr:* & x']) {
      const res = await ask(q)
      expect(res.status, q).toBe(200)
      expect(Array.isArray(res.json.items), q).toBe(true)
    }
  })

  it('answers 400 for text too short, too long, missing or with control characters', async () => {
    const short = await ask('g')
    expect(short.status).toBe(400)
    expect(short.json.errors.q).toBe('Type at least 2 characters.')
    expect(short.headers.get('cache-control')).toBeNull()
    expect((await ask('  g  ')).status).toBe(400)
    expect((await ask()).status).toBe(400)
    const long = await ask('x'.repeat(101))
    expect(long.status).toBe(400)
    expect(long.json.errors.q).toBe('Suggestions are for 100 characters at most.')
    expect((await ask('gr\u0000ace')).status).toBe(400)
    expect((await ask('gr\u0007ace')).status).toBe(400)
    expect((await ask('x'.repeat(100))).status).toBe(200)
  })

  it('counts one client’s requests: past its budget a minute, 429 with Retry-After; other clients go on', async () => {
    const from = { 'x-forwarded-for': freshAddress() }
    const budget = LIMITS.searchSuggest.perAddress.points
    // Far more than a person typing asks in a minute, even with nothing kept by the browser.
    expect(budget).toBeGreaterThanOrEqual(120)
    // In batches, as a burst would come.
    for (let i = 0; i < budget; i += 25) {
      const batch = Array.from({ length: Math.min(25, budget - i) }, (_, j) => ask(`zz${i + j}`, from))
      expect((await Promise.all(batch)).map((res) => res.status)).toEqual(batch.map(() => 200))
    }
    const refused = await ask('zz refused', from)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await ask('zz other client')).status).toBe(200)
  }, 120_000)
})
