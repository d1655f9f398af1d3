/** "3 tracks", "1 track". */
export const trackCountLabel = (count: number): string => `${count} ${count === 1 ? 'track' : 'tracks'}`

/** "March 2026": the month and year a playlist was published, as its card shows it (dates are read in UTC, as longDate does). */
export const playlistMonth = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })
