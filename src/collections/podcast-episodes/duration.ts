/** An episode's length as the API and the pages write it: minutes and seconds, "42:05". */
export const DURATION_PATTERN = /^(\d{1,3}):([0-5]\d)$/

export const mmss = (seconds: number): string => {
  const whole = Math.max(0, Math.round(seconds))
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}

/** The seconds of an "mm:ss" length, or null when it is not one. */
export const secondsOfDuration = (duration: string): number | null => {
  const match = DURATION_PATTERN.exec(duration)
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}
