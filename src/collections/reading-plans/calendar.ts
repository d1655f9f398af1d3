/**
 * A reading plan as an iCalendar file (RFC 5545) for the reader's calendar: one all-day event per
 * listed day, day N on the start date plus N − 1 days. All-day events carry plain dates (no time
 * zone), so Google, Apple and Outlook calendars show each on its date wherever the reader is.
 */
import ical, { ICalCalendarMethod } from 'ical-generator'
import { z } from 'zod'

import { absoluteUrl } from '@/lib/seo/urls'
import { serverUrl } from '@/lib/serverUrl'
import { addressOf } from '@/collections/addresses'

type CalendarPlan = {
  slug: string
  title: string
  description: string
  days: { day: number; title: string; passages: string[]; reflectionQuestions: string[] }[]
}

const DAY_MS = 86_400_000

/** A calendar date, `2026-03-03`: a real day between the years 2000 and 2999. */
export const startDateSchema = z
  .string()
  .regex(/^2\d{3}-\d{2}-\d{2}$/, 'The start date is a day written as YYYY-MM-DD.')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  }, 'The start date is not a day of the calendar.')

/** Today's date in UTC, for a request that names no start date. */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10)

const dateOf = (start: string, offsetDays: number) => new Date(Date.parse(`${start}T00:00:00Z`) + offsetDays * DAY_MS)

/** The day's passages, its questions and the plan's address, in blocks a calendar shows as they are. */
const eventDescription = (day: CalendarPlan['days'][number], planUrl: string) => {
  const blocks: string[] = []
  if (day.passages.length > 0) blocks.push(`Read: ${day.passages.join('; ')}`)
  if (day.reflectionQuestions.length > 0) blocks.push(['Reflect:', ...day.reflectionQuestions.map((q) => `- ${q}`)].join('\n'))
  blocks.push(planUrl)
  return blocks.join('\n\n')
}

/**
 * RFC 5545 TEXT: backslash, semicolon and comma escaped, each line break written as `\n`, other
 * control characters dropped. ical-generator escapes the events' values itself, but writes the
 * calendar's own NAME, X-WR-CALNAME and X-WR-CALDESC as given: a title holding a line break
 * could add events of its own to every reader's calendar.
 */
const calendarText = (value: string) =>
  value
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n|\r|\n/g, '\\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')

/** The plan's calendar from `start` (YYYY-MM-DD), as the text of an .ics file. */
export const planCalendar = (plan: CalendarPlan, start: string): string => {
  const planUrl = absoluteUrl(addressOf('reading-plans', plan.slug))
  const host = new URL(serverUrl()).hostname
  const calendar = ical({
    name: calendarText(plan.title),
    description: calendarText(plan.description),
    prodId: { company: host, product: 'reading-plans', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    url: planUrl,
  })
  for (const day of plan.days) {
    calendar.createEvent({
      // Stable per plan, day and start: importing the same file again updates instead of duplicating.
      id: `${plan.slug}-${start}-day-${day.day}@${host}`,
      start: dateOf(start, day.day - 1),
      end: dateOf(start, day.day),
      allDay: true,
      summary: `${plan.title}: Day ${day.day}, ${day.title}`,
      description: eventDescription(day, planUrl),
      url: planUrl,
    })
  }
  return calendar.toString()
}
