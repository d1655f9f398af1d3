/**
 * The reading-plan reminders' rules apart from the database: when a day's e-mail is due in the
 * member's own time zone (clock changes included), which day it gives, the signed links, the
 * time zones a member may choose, and the command's `--now`.
 */
import { describe, expect, it } from 'vitest'

import { dueDate, nextUnfinishedDay, type Schedule } from '@/collections/reading-reminders/due'
import { completeToken, readCompleteToken, readStopToken, stopToken } from '@/collections/reading-reminders/links'
import { signToken, verifyToken } from '@/lib/auth/signedToken'
import { canonicalTimeZone, localMoment } from '@/lib/dates/timeZone'
import { reminderSettingsSchema } from '@/lib/validation/readingReminder'
import { nowArg } from '../../scripts/lib/remindersCommand'

const at = (iso: string) => new Date(iso)
const reminder = (overrides: Partial<Schedule> = {}): Schedule => ({
  enabled: true,
  hour: 7,
  timeZone: 'Pacific/Auckland',
  since: '2026-01-01T00:00:00Z',
  ...overrides,
})

describe('when a reminder is due', () => {
  it('at the chosen hour of the member’s own zone, not the server’s (Auckland, UTC+13 in February)', () => {
    // 06:59 and 07:00 on 28 February in Auckland are 17:59 and 18:00 UTC on the 27th.
    expect(dueDate(reminder(), at('2026-02-27T17:59:00Z'))).toBeNull()
    expect(dueDate(reminder(), at('2026-02-27T18:00:00Z'))).toBe('2026-02-28')
    // Later that local day (a run that came late) it is still that day's e-mail.
    expect(dueDate(reminder(), at('2026-02-28T10:59:00Z'))).toBe('2026-02-28')
    // Midnight in Auckland starts a new day, due again only at its own 07:00.
    expect(dueDate(reminder(), at('2026-02-28T11:00:00Z'))).toBeNull()
  })

  it('in Denver, where 7:00 is 14:00 UTC in winter and 13:00 UTC in summer', () => {
    const denver = reminder({ timeZone: 'America/Denver' })
    expect(dueDate(denver, at('2026-02-10T13:59:00Z'))).toBeNull()
    expect(dueDate(denver, at('2026-02-10T14:00:00Z'))).toBe('2026-02-10')
    expect(dueDate(denver, at('2026-06-10T12:59:00Z'))).toBeNull()
    expect(dueDate(denver, at('2026-06-10T13:00:00Z'))).toBe('2026-06-10')
  })

  it('on the spring-forward night, an hour the clock skips comes at the first hour after it', () => {
    // 8 March 2026 in Denver: 01:59 MST is followed by 03:00 MDT; there is no 02:00.
    const two = reminder({ timeZone: 'America/Denver', hour: 2 })
    expect(dueDate(two, at('2026-03-08T08:30:00Z'))).toBeNull()
    expect(dueDate(two, at('2026-03-08T09:00:00Z'))).toBe('2026-03-08')
  })

  it('on the fall-back night, the hour that happens twice is one date (sent once: the delivery is unique per date)', () => {
    const one = reminder({ timeZone: 'America/Denver', hour: 1 })
    expect(dueDate(one, at('2026-11-01T07:30:00Z'))).toBe('2026-11-01')
    expect(dueDate(one, at('2026-11-01T08:30:00Z'))).toBe('2026-11-01')
    expect(localMoment(at('2026-11-01T07:30:00Z'), 'America/Denver')).toEqual(localMoment(at('2026-11-01T08:30:00Z'), 'America/Denver'))
  })

  it('starts the day after when set after that day’s hour had come', () => {
    // Set at 15:00 in Auckland (02:00 UTC) for 07:00: not that day, the next morning.
    const late = reminder({ since: '2026-03-02T02:00:00Z' })
    expect(dueDate(late, at('2026-03-02T09:00:00Z'))).toBeNull()
    expect(dueDate(late, at('2026-03-02T18:00:00Z'))).toBe('2026-03-03')
    // Set before the hour: that same day.
    expect(dueDate(reminder({ since: '2026-03-02T17:00:00Z' }), at('2026-03-02T18:00:00Z'))).toBe('2026-03-03')
  })

  it('never while switched off', () => {
    expect(dueDate(reminder({ enabled: false }), at('2026-02-27T18:00:00Z'))).toBeNull()
  })
})

describe('which day an e-mail gives', () => {
  it('the first listed day not completed, whatever was missed; none once every listed day is', () => {
    expect(nextUnfinishedDay([1, 2, 3], {})).toBe(1)
    expect(nextUnfinishedDay([3, 1, 2], { 1: true })).toBe(2)
    expect(nextUnfinishedDay([1, 2, 5], { 1: true, 2: true, 3: true })).toBe(5)
    expect(nextUnfinishedDay([1, 2, 3], { 1: true, 2: false, 3: true })).toBe(2)
    expect(nextUnfinishedDay([1, 2, 3], { 1: true, 2: true, 3: true })).toBeNull()
    expect(nextUnfinishedDay([], {})).toBeNull()
  })
})

describe('signed links', () => {
  const secret = 'a-test-secret'
  const now = at('2026-03-01T00:00:00Z')
  const claims = { member: 4, plan: 9, day: 2 }

  it('a "Mark as complete" token says its member, plan and day until it expires', () => {
    const token = completeToken(secret, claims, now)
    expect(readCompleteToken(secret, token, now)).toMatchObject(claims)
    expect(readCompleteToken(secret, token, at('2026-03-14T23:59:00Z'))).toMatchObject(claims)
    expect(readCompleteToken(secret, token, at('2026-03-15T00:00:01Z'))).toBeNull()
  })

  it('is refused when changed (another member, plan or day), signed with another secret, or made for another purpose', () => {
    const token = completeToken(secret, claims, now)
    const [, signature] = token.split('.')
    for (const changed of [{ ...claims, member: 5 }, { ...claims, plan: 10 }, { ...claims, day: 3 }]) {
      const body = Buffer.from(JSON.stringify({ ...changed, exp: Math.floor(now.getTime() / 1000) + 3600 })).toString('base64url')
      expect(readCompleteToken(secret, `${body}.${signature}`, now)).toBeNull()
    }
    expect(readCompleteToken('another-secret', token, now)).toBeNull()
    expect(readStopToken(secret, token)).toBeNull()
    expect(readCompleteToken(secret, stopToken(secret, 4), now)).toBeNull()
    for (const junk of [undefined, '', 'abc', `${token}x`, token.replace('.', ''), 'a'.repeat(1000)]) expect(readCompleteToken(secret, junk, now)).toBeNull()
  })

  it('needs every claim as a whole number', () => {
    const token = signToken(secret, 'reading-reminder:complete', { member: 1, plan: 2 })
    expect(verifyToken(secret, 'reading-reminder:complete', token, ['member', 'plan', 'day'])).toBeNull()
  })

  it('a stop token never expires', () => {
    expect(readStopToken(secret, stopToken(secret, 12))).toEqual({ reminder: 12 })
  })
})

describe('time zones', () => {
  it('are checked against the runtime’s list; an alias is kept as the zone it names', () => {
    expect(canonicalTimeZone('Pacific/Auckland')).toBe('Pacific/Auckland')
    expect(canonicalTimeZone('US/Mountain')).toBe('America/Denver')
    expect(canonicalTimeZone('utc')).toBe('UTC')
    for (const unknown of ['Mars/Olympus_Mons', '', 'Europe', '+05:00', 'x'.repeat(100)]) expect(canonicalTimeZone(unknown)).toBeNull()
  })

  it('the form’s schema refuses an unknown zone and an hour outside 0–23', () => {
    expect(reminderSettingsSchema.safeParse({ enabled: true, hour: 7, timeZone: 'US/Mountain' }).data).toEqual({ enabled: true, hour: 7, timeZone: 'America/Denver' })
    expect(reminderSettingsSchema.safeParse({ enabled: true, hour: 7, timeZone: 'Mars/Base' }).success).toBe(false)
    for (const hour of [-1, 24, 7.5]) expect(reminderSettingsSchema.safeParse({ enabled: true, hour, timeZone: 'UTC' }).success).toBe(false)
  })
})

describe('npm run reminders -- --now', () => {
  it('takes a date and time with its zone; nothing else', () => {
    const clock = at('2026-01-01T00:00:00Z')
    expect(nowArg([], clock)).toBe(clock)
    expect(nowArg(['--now', '2026-03-01T07:00:00Z'])?.toISOString()).toBe('2026-03-01T07:00:00.000Z')
    expect(nowArg(['--now=2026-03-01T07:00:00+13:00'])?.toISOString()).toBe('2026-02-28T18:00:00.000Z')
    for (const bad of [['--now'], ['--now', 'tomorrow'], ['--now', '2026-03-01T07:00:00'], ['--now', '2026-02-31T07:00:00Z']]) expect(nowArg(bad)).toBeNull()
  })
})
