import { describe, expect, it } from 'vitest'

import { dayAnchor, linkedDayIndex } from '@/collections/reading-plans/dayAnchor'
import { DURATION_LENGTHS, durationLabel, durationLength } from '@/collections/reading-plans/duration'
import { esvPassageUrl } from '@/scripture/esvPassage'

describe('a reading plan duration label', () => {
  it('names the lengths that have a name', () => {
    expect(
      Object.fromEntries([1, 7, 14, 21, 30, 40, 90, 180, 365].map((days) => [days, durationLabel(days)])),
    ).toEqual({
      1: '1 Day',
      7: '1 Week',
      14: '2 Weeks',
      21: '3 Weeks',
      30: '1 Month',
      40: '40 Days',
      90: '3 Months',
      180: '6 Months',
      365: '1 Year',
    })
  })

  it('counts the days of any other length', () => {
    expect(durationLabel(2)).toBe('2 Days')
    expect(durationLabel(10)).toBe('10 Days')
    expect(durationLabel(28)).toBe('28 Days')
    expect(durationLabel(31)).toBe('31 Days')
    expect(durationLabel(366)).toBe('366 Days')
  })
})

describe('a reading plan length', () => {
  it('is short up to 7 days, medium from 8 to 30, long beyond', () => {
    expect([1, 6, 7].map(durationLength)).toEqual(['short', 'short', 'short'])
    expect([8, 21, 30].map(durationLength)).toEqual(['medium', 'medium', 'medium'])
    expect([31, 40, 365, 366].map(durationLength)).toEqual(['long', 'long', 'long', 'long'])
    expect(DURATION_LENGTHS).toEqual(['short', 'medium', 'long'])
  })
})

describe('a passage link', () => {
  it('opens the passage on the ESV site', () => {
    expect(esvPassageUrl('John 3')).toBe('https://www.esv.org/John+3/')
    expect(esvPassageUrl('Psalm 51:1-12')).toBe('https://www.esv.org/Psalm+51:1-12/')
    expect(esvPassageUrl(' 1 John  1:5-10 ')).toBe('https://www.esv.org/1+John+1:5-10/')
    expect(esvPassageUrl('Romans 12:1-2, 9')).toBe('https://www.esv.org/Romans+12:1-2,+9/')
  })

  it('escapes what a path cannot hold', () => {
    expect(esvPassageUrl('Song of Songs 2/4?x#y')).toBe('https://www.esv.org/Song+of+Songs+2%2F4%3Fx%23y/')
  })
})

describe('a link to one day of a plan', () => {
  const days = [{ day: 1 }, { day: 2 }, { day: 5 }]

  it('names the day the plan’s page opens on arrival (its box’s anchor)', () => {
    expect(dayAnchor(5)).toBe('day-5')
    expect(linkedDayIndex(`#${dayAnchor(2)}`, days)).toBe(1)
    expect(linkedDayIndex('#day-5', days)).toBe(2)
  })

  it('names none for another fragment or a day the plan does not have', () => {
    for (const hash of ['', '#', '#day-3', '#day-0', '#day-01', '#day-2x', '#main', '#day-99999', 'day-2']) expect(linkedDayIndex(hash, days), hash).toBeNull()
  })
})
