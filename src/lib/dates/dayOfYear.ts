const DAY_MS = 24 * 60 * 60 * 1000

/** The calendar date `at` falls on in `timeZone` (an unknown zone counts as UTC). */
const dateIn = (at: Date, timeZone: string) => {
  let format: Intl.DateTimeFormat
  try {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
  } catch {
    format = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric' })
  }
  const part = (type: string) => Number(format.formatToParts(at).find((p) => p.type === type)?.value)
  return { year: part('year'), month: part('month'), day: part('day') }
}

/**
 * Day of the year (1 January = 1, 31 December = 365 or 366) on the calendar of `timeZone`:
 * a reader in New York still has yesterday's verse when it is already tomorrow in UTC.
 */
export const dayOfYear = (at: Date, timeZone: string): number => {
  const { year, month, day } = dateIn(at, timeZone)
  return Math.round((Date.UTC(year, month - 1, day) - Date.UTC(year, 0, 0)) / DAY_MS)
}
