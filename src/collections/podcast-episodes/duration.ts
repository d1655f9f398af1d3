/** An episode's length as the API and the pages write it: minutes and seconds, "42:05". */
export const DURATION_PATTERN = /^(\d{1,3}):([0-5]\d)$/

export const mmss = (seconds: number): string => {
  const whole = Math.max(0, Math.round(seconds))
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
}
