import type { Skipped } from '../report'

/** What the source held that the site has no place for, counted by what and why. */
export type SkipCounter = Map<string, number>

export const noteSkipped = (counter: SkipCounter, what: string, reason: string, count = 1) => {
  const key = `${what}\u0000${reason}`
  counter.set(key, (counter.get(key) ?? 0) + count)
}

export const skippedList = (counter: SkipCounter): Skipped[] =>
  [...counter].map(([key, count]) => {
    const [what, reason] = key.split('\u0000')
    return { what, reason, count }
  })
