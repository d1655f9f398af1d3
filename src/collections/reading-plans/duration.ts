/**
 * How a reading plan's length reads and which length filter it falls under:
 * short is 7 days or fewer, medium 8 to 30, long more than 30.
 */

/** The lengths with a name of their own; any other length reads "N Days". */
const NAMED_LENGTHS: Readonly<Record<number, string>> = {
  1: '1 Day',
  7: '1 Week',
  14: '2 Weeks',
  21: '3 Weeks',
  30: '1 Month',
  40: '40 Days',
  90: '3 Months',
  180: '6 Months',
  365: '1 Year',
}

export const durationLabel = (days: number): string => NAMED_LENGTHS[days] ?? `${days} Days`

export const DURATION_LENGTHS = ['short', 'medium', 'long'] as const
export type DurationLength = (typeof DURATION_LENGTHS)[number]

/** The filter's choices, in order, with what a reader sees. */
export const DURATION_LENGTH_LABELS: Readonly<Record<DurationLength, string>> = {
  short: 'Short (up to 7 days)',
  medium: 'Medium (8–30 days)',
  long: 'Long (over 30 days)',
}

export const durationLength = (days: number): DurationLength => (days <= 7 ? 'short' : days <= 30 ? 'medium' : 'long')

/** Every plan card says how long a day's reading takes. */
export const DAILY_READING_TIME = '~10 min/day'
