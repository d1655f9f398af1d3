import { describe, expect, it } from 'vitest'

import { GET as read, PUT as merge } from '@/app/(frontend)/api/reading-plans/[slug]/progress/route'
import { mergeProgress, percentComplete } from '@/collections/reading-plans/progress'
import { call, sessionCookie } from '../../api'
import { createUser } from '../../factories'
import { createReadingPlan, storedProgress } from '../../factories/readingPlans'

const at = (slug: string) => `/api/reading-plans/${slug}/progress`
/** What a browser sends with a same-site GET (no Origin): Payload then accepts the session cookie. */
const browser = { 'sec-fetch-site': 'same-origin' }

const answer = (text: string, updatedAt: string) => ({ text, updatedAt })

describe('GET /api/reading-plans/{slug}/progress', () => {
  it('answers 401 to a visitor and 404 for an unknown or draft plan', async () => {
    const [alice, draft] = await Promise.all([createUser(), createReadingPlan({ status: 'draft' })])
    expect((await call(read, at('x'), { params: { slug: 'x' } })).status).toBe(401)
    const cookie = await sessionCookie(alice)
    for (const slug of ['no-such-plan-anywhere', draft.slug, '../etc', 'x'.repeat(500)]) {
      const res = await call(read, at('x'), { params: { slug }, cookie, headers: browser })
      expect(res.status, slug).toBe(404)
      expect(res.json).toEqual({ message: 'Reading plan not found' })
    }
  })

  it('answers empty progress before the member saved any, privately', async () => {
    const [alice, plan] = await Promise.all([createUser(), createReadingPlan()])
    const res = await call(read, at(plan.slug), { params: { slug: plan.slug }, as: alice, headers: browser })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ completed: {}, answers: {} })
    expect(res.headers.get('cache-control')).toBe('private, no-store')
  })
})

describe('PUT /api/reading-plans/{slug}/progress', () => {
  it('keeps a member’s days and answers, and answers the merged progress', async () => {
    const [alice, plan] = await Promise.all([createUser(), createReadingPlan()])
    const body = { completed: { 1: true, 2: true }, answers: { 1: { 0: answer('Mercy, not excuses.', '2026-01-01T10:00:00.000Z') } } }
    const res = await call(merge, at(plan.slug), { method: 'PUT', params: { slug: plan.slug }, as: alice, body })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({
      completed: { 1: true, 2: true },
      answers: { 1: { 0: answer('Mercy, not excuses.', '2026-01-01T10:00:00.000Z') } },
    })
    expect(await storedProgress(alice, plan)).toEqual([res.json])
    const again = await call(read, at(plan.slug), { params: { slug: plan.slug }, as: alice, headers: browser })
    expect(again.json).toEqual(res.json)
  })

  it('merges another device’s copy: a completed day stays completed, the newer answer wins', async () => {
    const [alice, plan] = await Promise.all([createUser(), createReadingPlan()])
    const cookie = await sessionCookie(alice)
    const put = (body: unknown) => call(merge, at(plan.slug), { method: 'PUT', params: { slug: plan.slug }, cookie, body })

    // The laptop: days 1 and 2, and two answers.
    await put({
      completed: { 1: true, 2: true },
      answers: { 1: { 0: answer('Laptop, early', '2026-01-01T10:00:00.000Z'), 1: answer('Laptop, late', '2026-01-03T10:00:00.000Z') } },
    })
    // The phone's copy knows only day 3, and one older and one newer answer.
    const phone = await put({
      completed: { 3: true },
      answers: { 1: { 0: answer('Phone, later', '2026-01-02T10:00:00.000Z'), 1: answer('Phone, earlier', '2026-01-02T10:00:00.000Z') } },
    })
    expect(phone.status).toBe(200)
    expect(phone.json).toEqual({
      completed: { 1: true, 2: true, 3: true },
      answers: { 1: { 0: answer('Phone, later', '2026-01-02T10:00:00.000Z'), 1: answer('Laptop, late', '2026-01-03T10:00:00.000Z') } },
    })

    // The reader un-marks day 2 on purpose: `false` is that change.
    const unmarked = await put({ completed: { 2: false }, answers: {} })
    expect(unmarked.json.completed).toEqual({ 1: true, 3: true })
    expect(percentComplete(unmarked.json, [1, 2, 3])).toBe(67)
    expect(await storedProgress(alice, plan)).toEqual([unmarked.json])
  })

  it('counts a time ahead of the server’s clock as now', async () => {
    const [alice, plan] = await Promise.all([createUser(), createReadingPlan()])
    const cookie = await sessionCookie(alice)
    const put = (body: unknown) => call(merge, at(plan.slug), { method: 'PUT', params: { slug: plan.slug }, cookie, body })
    const before = Date.now()
    const future = await put({ answers: { 2: { 0: answer('From a clock in 2999', '2999-01-01T00:00:00.000Z') } } })
    const kept = Date.parse(future.json.answers[2][0].updatedAt)
    expect(kept).toBeGreaterThanOrEqual(before)
    expect(kept).toBeLessThanOrEqual(Date.now())
    // A later edit still wins.
    const later = await put({ answers: { 2: { 0: answer('Written later', new Date(Date.now() + 1000).toISOString()) } } })
    expect(later.json.answers[2][0].text).toBe('Written later')
  })

  it('shows each member only their own progress', async () => {
    const [alice, bob, plan] = await Promise.all([createUser(), createUser(), createReadingPlan()])
    await call(merge, at(plan.slug), {
      method: 'PUT',
      params: { slug: plan.slug },
      as: alice,
      body: { completed: { 1: true }, answers: { 1: { 0: answer('Alice’s private answer', '2026-01-01T00:00:00.000Z') } } },
    })
    const bobReads = await call(read, at(plan.slug), { params: { slug: plan.slug }, as: bob, headers: browser })
    expect(bobReads.json).toEqual({ completed: {}, answers: {} })

    const bobWrites = await call(merge, at(plan.slug), { method: 'PUT', params: { slug: plan.slug }, as: bob, body: { completed: { 2: true } } })
    expect(bobWrites.json).toEqual({ completed: { 2: true }, answers: {} })
    const aliceReads = await call(read, at(plan.slug), { params: { slug: plan.slug }, as: alice, headers: browser })
    expect(aliceReads.json.completed).toEqual({ 1: true })
    expect(aliceReads.json.answers[1][0].text).toBe('Alice’s private answer')
    expect(await storedProgress(bob, plan)).toEqual([{ completed: { 2: true }, answers: {} }])
  })

  it('keeps one record when the first two saves arrive at once', async () => {
    const [alice, plan] = await Promise.all([createUser(), createReadingPlan()])
    const cookie = await sessionCookie(alice)
    const answers = await Promise.all(
      [{ completed: { 1: true } }, { completed: { 2: true } }].map((body) =>
        call(merge, at(plan.slug), { method: 'PUT', params: { slug: plan.slug }, cookie, body }),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual([200, 200])
    // The second merged into the record the first created.
    expect(await storedProgress(alice, plan)).toEqual([{ completed: { 1: true, 2: true }, answers: {} }])
  })

  it('refuses bad shapes field by field', async () => {
    const [alice, plan] = await Promise.all([createUser(), createReadingPlan({ duration: 7 })])
    const cookie = await sessionCookie(alice)
    const put = (body: unknown) => call(merge, at(plan.slug), { method: 'PUT', params: { slug: plan.slug }, cookie, body })
    const cases: [unknown, Record<string, string | RegExp>][] = [
      [{ completed: [] }, { completed: /map of day numbers/ }],
      [{ completed: { 0: true } }, { 'completed.0': /whole number from 1 to 366/ }],
      [{ completed: { '1.5': true } }, { 'completed.1.5': /whole number/ }],
      [{ completed: { 367: true } }, { 'completed.367': /whole number from 1 to 366/ }],
      [{ completed: { 1: 'yes' } }, { 'completed.1': /true \(completed\) or false/ }],
      [{ completed: { 8: true } }, { 'completed.8': 'This plan has 7 days.' }],
      [{ answers: { 9: { 0: answer('x', '2026-01-01T00:00:00Z') } } }, { 'answers.9': 'This plan has 7 days.' }],
      [{ answers: { 1: { 50: answer('x', '2026-01-01T00:00:00Z') } } }, { 'answers.1.50': /numbered from 0 to 49/ }],
      [{ answers: { 1: { 0: answer('x'.repeat(2001), '2026-01-01T00:00:00Z') } } }, { 'answers.1.0.text': /at most 2,000 characters/ }],
      [{ answers: { 1: { 0: answer('a\u0000b', '2026-01-01T00:00:00Z') } } }, { 'answers.1.0.text': /not allowed/ }],
      [{ answers: { 1: { 0: { text: 'x', updatedAt: 'yesterday' } } } }, { 'answers.1.0.updatedAt': /ISO 8601/ }],
      [{ answers: { 1: { 0: { text: 'x' } } } }, { 'answers.1.0.updatedAt': /ISO 8601/ }],
      [{ answers: { 1: { 0: { text: 'x', updatedAt: '2026-01-01T00:00:00Z', extra: 1 } } } }, { 'answers.1.0': /Unrecognized key/ }],
      [{ answers: { 1: 'text' } }, { 'answers.1': /map of question numbers/ }],
      [{ completed: {}, percent: 100 }, { body: /Unrecognized key/ }],
      [[], { body: /expected object/ }],
    ]
    for (const [body, errors] of cases) {
      const res = await put(body)
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(Object.keys(res.json.errors), JSON.stringify(body).slice(0, 80)).toEqual(Object.keys(errors))
      for (const [field, message] of Object.entries(errors)) expect(res.json.errors[field], field).toMatch(message)
    }
    const malformed = await call(merge, at(plan.slug), { method: 'PUT', params: { slug: plan.slug }, cookie, rawBody: '{"completed":' })
    expect(malformed.status).toBe(400)
    expect(await storedProgress(alice, plan)).toBeNull()
  })

  it('refuses visitors (401), other sites (403) and unknown plans (404)', async () => {
    const [alice, plan] = await Promise.all([createUser(), createReadingPlan()])
    const body = { completed: { 1: true } }
    expect((await call(merge, at(plan.slug), { method: 'PUT', params: { slug: plan.slug }, body })).status).toBe(401)
    const crossSite = await call(merge, at(plan.slug), { method: 'PUT', params: { slug: plan.slug }, as: alice, body, origin: 'https://evil.example' })
    expect(crossSite.status).toBe(403)
    const unknown = await call(merge, at('x'), { method: 'PUT', params: { slug: 'no-such-plan-anywhere' }, as: alice, body })
    expect(unknown.status).toBe(404)
    expect(await storedProgress(alice, plan)).toBeNull()
  })
})

describe('the merge rules', () => {
  it('never loses a completed day the copy does not mention, and breaks ties for the stored answer', () => {
    const stored = { completed: { 1: true, 4: true }, answers: { 2: { 0: answer('stored', '2026-05-01T00:00:00.000Z') } } }
    const copy = { completed: { 2: true }, answers: { 2: { 0: answer('same time', '2026-05-01T00:00:00.000Z'), 1: answer('new', '2026-04-01T00:00:00.000Z') } } }
    expect(mergeProgress(stored, copy, new Date('2026-06-01T00:00:00Z'))).toEqual({
      completed: { 1: true, 2: true, 4: true },
      answers: { 2: { 0: answer('stored', '2026-05-01T00:00:00.000Z'), 1: answer('new', '2026-04-01T00:00:00.000Z') } },
    })
  })
})
