/**
 * A plan's days as its page shows them, made on the server: the references in each day's
 * description as links, and each passage with the passages its "Read here" button opens (the
 * reference parser stays on the server; the days are shown by the browser's components).
 */
import type { ReadingPlanDay } from '@/collections/reading-plans/data'
import { referenceParts, referencesIn } from '@/scripture/linkReferences'
import { passageKey } from '@/scripture/passageKey'
import type { TextPart } from '@/scripture/referenceLink'

export type PlanDayView = Omit<ReadingPlanDay, 'description' | 'passages'> & {
  description: TextPart[] | null
  /** Each passage as the creator wrote it, with the keys of the passages it names (null when none). */
  passages: { text: string; passage: string | null }[]
}

export const planDayView = (day: ReadingPlanDay): PlanDayView => ({
  ...day,
  description: day.description ? referenceParts(day.description) : null,
  passages: day.passages.map((text) => {
    const keys = referencesIn(text).map((reference) => passageKey(reference.passage))
    return { text, passage: keys.length > 0 ? keys.join(' ') : null }
  }),
})
