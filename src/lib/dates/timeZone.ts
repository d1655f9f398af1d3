/**
 * Time zones by their IANA names, checked against the list the JavaScript runtime knows
 * (`Intl.supportedValuesOf('timeZone')`, plus "UTC", which that list leaves out). An alias the
 * runtime accepts ("Asia/Kolkata", "US/Mountain", "utc") counts as the zone it names, and is kept
 * under that zone's name, so one zone is always stored the same way. Used in the browser and on
 * the server alike.
 */
let known: Set<string> | null = null

const knownZones = () => (known ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']))

/** The zone's name as the runtime spells it, or null for a name it does not know. */
export const canonicalTimeZone = (name: string): string | null => {
  if (!name || name.length > 64) return null
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone
    return knownZones().has(resolved) ? resolved : null
  } catch {
    return null
  }
}

/** The zones a member may choose from, in alphabetical order. */
export const timeZoneNames = (): string[] => [...knownZones()].sort()

/** A moment as a wall clock in `timeZone` reads it: the calendar date (YYYY-MM-DD) and the hour (0–23). */
export type LocalMoment = { date: string; hour: number }

export const localMoment = (at: Date, timeZone: string): LocalMoment => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return { date: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) }
}

/** "7:00 AM", "12:00 PM", "11:00 PM": an hour as people read it. */
export const hourLabel = (hour: number): string => `${hour % 12 === 0 ? 12 : hour % 12}:00 ${hour < 12 ? 'AM' : 'PM'}`
