/**
 * Each day of a plan has its own anchor on the plan's page (`#day-3`): the id of its box, and
 * where "Where this passage is discussed" links a day that cites a passage.
 */
export const dayAnchor = (day: number): string => `day-${day}`

/** The index among `days` of the day an address's fragment names (`#day-3`), or null when it names none of them. */
export const linkedDayIndex = (hash: string, days: readonly { day: number }[]): number | null => {
  const match = /^#day-([1-9]\d{0,3})$/.exec(hash)
  if (!match) return null
  const index = days.findIndex((d) => d.day === Number(match[1]))
  return index < 0 ? null : index
}
