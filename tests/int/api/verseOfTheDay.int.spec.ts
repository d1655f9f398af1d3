import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET as verseOfTheDay } from '@/app/(frontend)/api/verse-of-the-day/route'
import { getVerseOfTheDay } from '@/collections/verses/data'
import { dayOfYear } from '@/lib/dates/dayOfYear'
import { call } from '../../api'
import { testPayload } from '../../factories'
import { createVerse } from '../../factories/content'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

// Only this file writes verses; its tests run in order and start from an empty list.

const siteTimeZone = async () => {
  const payload = await testPayload()
  const settings = await payload.findGlobal({ slug: 'site-settings' })
  return settings.timeZone || 'America/New_York'
}

const removeAllVerses = async () => {
  const payload = await testPayload()
  await payload.delete({ collection: 'verses', where: { id: { exists: true } } })
}

describe('GET /api/verse-of-the-day', () => {
  it('answers 404 when there are no verses', async () => {
    await removeAllVerses()
    const res = await call(verseOfTheDay, '/api/verse-of-the-day')
    expect(res.status).toBe(404)
    expect(res.json).toEqual({ message: expect.any(String) })
  })

  it("gives {text, reference} of the verse at today's day of the year modulo the count, by order", async () => {
    await removeAllVerses()
    // Created out of order, with gaps in `order`: the position in the sorted list counts.
    const orders = [50, 10, 40, 20, 30, 70, 60]
    const verses = []
    for (const order of orders) verses.push(await createVerse(order))
    const byOrder = [...verses].sort((a, b) => a.order - b.order)
    const timeZone = await siteTimeZone()

    const before = dayOfYear(new Date(), timeZone)
    const res = await call(verseOfTheDay, '/api/verse-of-the-day')
    const after = dayOfYear(new Date(), timeZone)

    expect(res.status).toBe(200)
    const expected = [before, after].map((day) => byOrder[day % byOrder.length])
    expect(expected.map((v) => ({ text: v.text, reference: v.reference }))).toContainEqual(res.json)
    expect(Object.keys(res.json).sort()).toEqual(['reference', 'text'])
  })

  it("follows the site's time zone, not the server's, at the turn of the day", async () => {
    await removeAllVerses()
    const verses = []
    for (let order = 0; order < 7; order++) verses.push(await createVerse(order))
    const timeZone = await siteTimeZone()

    // Just before and after midnight UTC: any zone off UTC is on another day for one of them.
    const instants = ['2026-07-09T23:50:00Z', '2026-07-10T00:10:00Z', '2026-07-10T12:00:00Z']
    for (const instant of instants) {
      const at = new Date(instant)
      const expected = verses[dayOfYear(at, timeZone) % verses.length]
      expect(await getVerseOfTheDay(payload, at)).toEqual({ text: expected.text, reference: expected.reference })
    }
    const differs = instants.some((i) => dayOfYear(new Date(i), timeZone) !== dayOfYear(new Date(i), 'UTC'))
    if (!['UTC', 'Etc/UTC'].includes(timeZone)) expect(differs).toBe(true)
  })
})
