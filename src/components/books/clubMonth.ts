/**
 * "March 2026": the month a book was read in. The admin's month picker stores noon UTC on the
 * first of the month (the seed stores midnight UTC), so reading the date in UTC names the month
 * the creator chose wherever the server runs.
 */
export const clubMonth = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })
