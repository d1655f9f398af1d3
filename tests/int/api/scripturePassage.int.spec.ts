/**
 * GET /api/scripture/passage: one passage's words for the popover a reference link opens, the
 * same for everyone and kept for long by browsers and shared caches; a malformed passage, or one
 * written otherwise than the site writes it, is a 400, one the Bible does not have a 404; a long
 * passage is cut to its first verses, and one client's requests are counted.
 */
import { describe, expect, it } from 'vitest'

import { GET as passage } from '@/app/(frontend)/api/scripture/passage/route'
import { LIMITS } from '@/lib/rateLimit/policies'
import { PASSAGE_ANSWER_MAX_VERSES } from '@/scripture/passageAnswer'
import { call, freshAddress } from '../../api'

const ask = (ref?: string) => call(passage, '/api/scripture/passage', { query: ref === undefined ? {} : { ref } })

describe('GET /api/scripture/passage', () => {
  it('answers a passage with its name, its page and its verses, kept for a week by any cache', async () => {
    const res = await ask('john.3.16-17')
    expect(res.status).toBe(200)
    expect(res.json).toEqual({
      reference: 'John 3:16–17',
      href: '/scripture/john/3?v=16-17#v16',
      book: { name: 'John', slug: 'john' },
      chapter: 3,
      translation: 'World English Bible (WEB)',
      verseCount: 2,
      verses: [
        { chapter: 3, verse: 16, text: expect.stringMatching(/^For God so loved the world, that he gave his only born Son/) },
        { chapter: 3, verse: 17, text: expect.stringMatching(/^For God didn’t send his Son into the world to judge the world/) },
      ],
    })
    expect(res.headers.get('cache-control')).toBe('public, max-age=604800, stale-while-revalidate=86400')
  })

  it('answers whole chapters, ranges across chapters, and books whose slug has a number or several words', async () => {
    const psalm = await ask('psalms.23')
    expect(psalm.json.reference).toBe('Psalms 23')
    expect(psalm.json.verses.map((v: { verse: number }) => v.verse)).toEqual([1, 2, 3, 4, 5, 6])
    const across = await ask('ruth.1.22-2.2')
    expect(across.json.reference).toBe('Ruth 1:22–2:2')
    expect(across.json.verses.map((v: { chapter: number; verse: number }) => `${v.chapter}:${v.verse}`)).toEqual(['1:22', '2:1', '2:2'])
    expect((await ask('1-john.4.1')).json.reference).toBe('1 John 4:1')
    expect((await ask('song-of-solomon.2.1')).json.reference).toBe('Song of Solomon 2:1')
  })

  it('answers 400 for a passage not written as one, saying how to write it', async () => {
    for (const ref of [undefined, '', 'John 3:16', 'john', 'john.3.16;drop', 'john.0', 'john.3.016', `${'a'.repeat(30)}.1`]) {
      const res = await ask(ref)
      expect(res.status, String(ref)).toBe(400)
      expect(res.json.errors.ref, String(ref)).toMatch(/john\.3\.16/)
      expect(res.headers.get('cache-control'), String(ref)).toBeNull()
    }
  })

  it('answers each passage at one address only: another spelling of its key is a 400 naming the right one', async () => {
    for (const [ref, canonical] of [
      ['john.3.16-16', 'john.3.16'],
      ['genesis.1-1', 'genesis.1'],
      ['john.3.1-3.36', 'john.3.1-36'],
      ['ruth.1.20-1.22', 'ruth.1.20-22'],
    ]) {
      const res = await ask(ref)
      expect(res.status, ref).toBe(400)
      expect(res.json.errors.ref, ref).toBe(`Write this passage as ${canonical}.`)
      expect(res.headers.get('cache-control'), ref).toBeNull()
      expect((await ask(canonical)).status, canonical).toBe(200)
    }
  })

  it('cuts a long passage to its first verses and says how many it has', async () => {
    expect(PASSAGE_ANSWER_MAX_VERSES).toBeLessThan(176)
    const psalm = await ask('psalms.119')
    expect(psalm.status).toBe(200)
    expect(psalm.json.verseCount).toBe(176)
    expect(psalm.json.verses.map((v: { verse: number }) => v.verse)).toEqual(Array.from({ length: PASSAGE_ANSWER_MAX_VERSES }, (_, i) => i + 1))
    const book = await ask('psalms.1-150')
    expect(book.json.verseCount).toBe(2461)
    expect(book.json.verses).toHaveLength(PASSAGE_ANSWER_MAX_VERSES)
    expect(book.text.length).toBeLessThan(20_000)
    expect((await ask('genesis.1')).json.verses).toHaveLength(31)
  })

  it('counts one client’s requests: past its budget a minute, 429 with Retry-After', async () => {
    const address = freshAddress()
    const from = { 'x-forwarded-for': address }
    for (let i = 0; i < LIMITS.passageRead.perAddress.points; i++) {
      const res = await call(passage, '/api/scripture/passage', { query: { ref: `psalms.${(i % 150) + 1}` }, headers: from })
      expect(res.status).toBe(200)
    }
    const refused = await call(passage, '/api/scripture/passage', { query: { ref: 'john.3.16' }, headers: from })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await ask('john.3.16')).status).toBe(200)
  })

  it('answers 404 for a passage the Bible does not have', async () => {
    for (const ref of ['romans.99', 'romans.16.99', 'john.3.16-99', 'ruth.1.22-9.1', 'hezekiah.1.1', 'john.3.18-16', 'luke.17.36']) {
      const res = await ask(ref)
      expect(res.status, ref).toBe(404)
      expect(res.headers.get('cache-control'), ref).toBeNull()
    }
  })
})
