import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'

import { GET as calendar } from '@/app/(frontend)/api/reading-plans/[slug]/calendar/route'
import { call } from '../../api'
import { createReadingPlan, planDay } from '../../factories/readingPlans'

const events = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent))

describe('GET /api/reading-plans/{slug}/calendar', () => {
  it('answers an iCalendar file with one all-day event per listed day from the start date', async () => {
    const plan = await createReadingPlan({
      duration: 30,
      days: [planDay(1), planDay(2), planDay(5, { title: 'Day five; with, commas', passages: ['John 3:16', 'Romans 8'] })],
    })
    const res = await call(calendar, `/api/reading-plans/${plan.slug}/calendar`, { params: { slug: plan.slug }, query: { start: '2026-12-31' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${plan.slug}.ics"`)

    const parsed = new ICAL.Component(ICAL.parse(res.text))
    expect(parsed.getFirstPropertyValue('version')).toBe('2.0')
    expect(parsed.getFirstPropertyValue('prodid')).toBeTruthy()
    const list = events(res.text)
    expect(list).toHaveLength(3)
    // Day N falls on the start date plus N − 1 days, as a whole day (a date, no time).
    expect(list.map((e) => [e.startDate.isDate, e.startDate.toString(), e.endDate.toString()])).toEqual([
      [true, '2026-12-31', '2027-01-01'],
      [true, '2027-01-01', '2027-01-02'],
      [true, '2027-01-04', '2027-01-05'],
    ])
    expect(list[2].summary).toBe(`${plan.title}: Day 5, Day five; with, commas`)
    expect(list[2].description).toContain('Read: John 3:16; Romans 8')
    expect(list[2].description).toContain('- First question of day 5?')
    expect(list[2].description).toContain(`/reading-plans/${plan.slug}`)
    expect(new Set(list.map((e) => e.uid)).size).toBe(3)
  })

  it('escapes the plan’s own title and description, so neither can add events to the calendar', async () => {
    const title = `Injected plan ${Date.now()}\r\nBEGIN:VEVENT\r\nSUMMARY:INJECTED\r\nEND:VEVENT`
    const description = 'Read; think, pray \\ again\nBEGIN:VEVENT\nSUMMARY:ALSO INJECTED'
    const plan = await createReadingPlan({ title, description, duration: 7, days: [planDay(1)] })
    const res = await call(calendar, `/api/reading-plans/${plan.slug}/calendar`, { params: { slug: plan.slug }, query: { start: '2026-12-31' } })
    expect(res.status).toBe(200)
    expect(res.text).not.toMatch(/^SUMMARY:(ALSO )?INJECTED/m)
    expect(res.text.match(/^BEGIN:VEVENT/gm)).toHaveLength(1)
    // ical.js reads these (non-standard) properties as raw text: undo RFC 5545's TEXT escaping here.
    const parsed = new ICAL.Component(ICAL.parse(res.text))
    const text = (name: string) => String(parsed.getFirstPropertyValue(name)).replace(/\\([\\;,nN])/g, (_, c: string) => (c.toLowerCase() === 'n' ? '\n' : c))
    expect(text('x-wr-calname')).toBe(title.replace(/\r\n/g, '\n'))
    expect(text('name')).toBe(title.replace(/\r\n/g, '\n'))
    expect(text('x-wr-caldesc')).toBe(description)
    expect(events(res.text)).toHaveLength(1)
  })

  it('starts today (UTC) when no start date is given', async () => {
    const plan = await createReadingPlan()
    const res = await call(calendar, 'x', { params: { slug: plan.slug } })
    expect(res.status).toBe(200)
    expect(events(res.text)[0].startDate.toString()).toBe(new Date().toISOString().slice(0, 10))
  })

  it('refuses a start that is not a calendar day (400) and an unknown or draft plan (404)', async () => {
    const [plan, draft] = await Promise.all([createReadingPlan(), createReadingPlan({ status: 'draft' })])
    for (const start of ['2026-02-30', 'tomorrow', '20260101', '', '1999-01-01', '2026-1-1']) {
      const res = await call(calendar, 'x', { params: { slug: plan.slug }, query: { start } })
      expect(res.status, start).toBe(400)
      expect(Object.keys(res.json.errors)).toEqual(['start'])
    }
    for (const slug of ['no-such-plan-anywhere', draft.slug]) {
      const res = await call(calendar, 'x', { params: { slug } })
      expect(res.status, slug).toBe(404)
      expect(res.json).toEqual({ message: 'Reading plan not found' })
    }
  })
})
