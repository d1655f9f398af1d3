/**
 * When a reminder's e-mail is due, and which day of the plan it gives: the rules, apart from
 * the database, so the tests can walk them through any clock and time zone.
 */
import { localMoment } from '@/lib/dates/timeZone'

export type Schedule = { enabled: boolean; hour: number; timeZone: string; since: string | Date }

/**
 * The member's own calendar date (YYYY-MM-DD in their zone) whose e-mail is due at `now`, or null.
 * Due once the member's clock has reached the chosen hour that day, and only if that hour came
 * after the reminder was set (`since`): set at 15:00 for 07:00, the first e-mail comes tomorrow.
 * A run that comes late (the server was down at the hour) still sends that day's e-mail, later;
 * a day whose hour is skipped by a clock change (02:00 on the spring-forward night) is sent at
 * the first hour after it; a repeated hour (autumn) is the same date, sent once (the delivery's
 * unique date). Days that passed without a run are not sent afterwards: only today's date is due.
 */
export const dueDate = (reminder: Schedule, now: Date): string | null => {
  if (!reminder.enabled) return null
  const today = localMoment(now, reminder.timeZone)
  if (today.hour < reminder.hour) return null
  const set = localMoment(new Date(reminder.since), reminder.timeZone)
  if (set.date > today.date || (set.date === today.date && set.hour >= reminder.hour)) return null
  return today.date
}

/** The first listed day not yet completed (the e-mail's reading); null once every listed day is: the plan is finished. */
export const nextUnfinishedDay = (listedDays: readonly number[], completed: Readonly<Record<string, boolean>>): number | null =>
  [...listedDays].sort((a, b) => a - b).find((day) => completed[String(day)] !== true) ?? null
