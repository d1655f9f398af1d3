import { describe, expect, it } from 'vitest'

import { dayOfYear } from '@/lib/dates/dayOfYear'

describe('dayOfYear', () => {
  it('counts 1 January as day 1 and 31 December as 365, or 366 in a leap year', () => {
    expect(dayOfYear(new Date('2026-01-01T12:00:00Z'), 'UTC')).toBe(1)
    expect(dayOfYear(new Date('2026-03-01T12:00:00Z'), 'UTC')).toBe(60)
    expect(dayOfYear(new Date('2026-12-31T12:00:00Z'), 'UTC')).toBe(365)
    expect(dayOfYear(new Date('2028-12-31T12:00:00Z'), 'UTC')).toBe(366)
  })

  it('uses the calendar of the given time zone, across the new year', () => {
    // 03:00 UTC on 1 January is still 22:00 on 31 December in New York.
    const instant = new Date('2027-01-01T03:00:00Z')
    expect(dayOfYear(instant, 'UTC')).toBe(1)
    expect(dayOfYear(instant, 'America/New_York')).toBe(365)
    // ... and already the morning of 1 January in Tokyo.
    expect(dayOfYear(new Date('2026-12-31T16:00:00Z'), 'Asia/Tokyo')).toBe(1)
  })

  it('changes day at local midnight, whatever the daylight-saving offset', () => {
    // New York is UTC-4 in July: the day turns at 04:00 UTC.
    expect(dayOfYear(new Date('2026-07-10T03:59:00Z'), 'America/New_York')).toBe(190)
    expect(dayOfYear(new Date('2026-07-10T04:00:00Z'), 'America/New_York')).toBe(191)
  })

  it('falls back to UTC for an unknown time zone instead of failing', () => {
    expect(dayOfYear(new Date('2026-02-01T00:30:00Z'), 'Not/A_Zone')).toBe(32)
  })
})
