/** "Too many requests. Please try again in 3 minutes.": the message of every 429 answer. */
export const retryMessage = (seconds: number): string => {
  const minutes = Math.ceil(seconds / 60)
  const wait = seconds < 60 ? `${Math.max(1, Math.ceil(seconds))} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`
  return `Too many requests. Please try again in ${wait}.`
}
