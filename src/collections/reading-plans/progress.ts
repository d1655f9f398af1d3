/**
 * The rules of a reader's progress through a plan, the same in the browser and on the server.
 */
import type { ReadingAnswer, ReadingProgress } from '@/lib/validation/readingProgress'

/**
 * `copy` merged into `stored` (with the account kept beside the browser's copy):
 * - a day the copy marks completed becomes completed, and one it marks `false` is un-marked (the
 *   reader's own change); a day the copy does not mention keeps its state. So merging a phone's
 *   copy into the account never loses a day completed on the laptop;
 * - of two answers to the same question the newer wins (a tie keeps the stored one). A time
 *   after `now` (a device's clock running ahead) counts as `now`, so no answer can claim to be
 *   newer than every later edit.
 * Only completed days are kept: `false` is a change to apply, not a state to store.
 */
export const mergeProgress = (stored: ReadingProgress, copy: ReadingProgress, now: Date = new Date()): ReadingProgress => {
  const completed: Record<string, boolean> = {}
  for (const [day, done] of Object.entries(stored.completed)) if (done) completed[day] = true
  for (const [day, done] of Object.entries(copy.completed)) {
    if (done) completed[day] = true
    else delete completed[day]
  }

  const latest = now.toISOString()
  const answers: Record<string, Record<string, ReadingAnswer>> = {}
  for (const [day, byQuestion] of Object.entries(stored.answers)) answers[day] = { ...byQuestion }
  for (const [day, byQuestion] of Object.entries(copy.answers)) {
    for (const [question, answer] of Object.entries(byQuestion)) {
      const incoming = Date.parse(answer.updatedAt) > now.getTime() ? { ...answer, updatedAt: latest } : answer
      const current = answers[day]?.[question]
      if (!current || Date.parse(incoming.updatedAt) > Date.parse(current.updatedAt)) {
        answers[day] = { ...answers[day], [question]: { text: incoming.text, updatedAt: new Date(incoming.updatedAt).toISOString() } }
      }
    }
  }
  return { completed, answers }
}

/** The days of `progress` beyond a plan of `duration` days (they cannot be part of it). */
export const daysBeyond = (progress: ReadingProgress, duration: number): string[] => {
  const days = new Set([...Object.keys(progress.completed), ...Object.keys(progress.answers)])
  return [...days].filter((day) => Number(day) > duration).sort((a, b) => Number(a) - Number(b))
}

/** How many of the plan's listed days are completed. */
export const completedCount = (progress: ReadingProgress, listedDays: number[]): number =>
  listedDays.filter((day) => progress.completed[String(day)] === true).length

/** Completed listed days ÷ listed days, as a whole percentage (0 for a plan with no days). */
export const percentComplete = (progress: ReadingProgress, listedDays: number[]): number =>
  listedDays.length === 0 ? 0 : Math.round((completedCount(progress, listedDays) / listedDays.length) * 100)

/** Whether the progress holds anything worth keeping (a completed day or an answer). */
export const hasProgress = (progress: ReadingProgress): boolean =>
  Object.values(progress.completed).some(Boolean) || Object.values(progress.answers).some((byQuestion) => Object.keys(byQuestion).length > 0)

/** The reader's own change on this device: `day` marked completed, or un-marked. */
export const withCompleted = (progress: ReadingProgress, day: number, done: boolean): ReadingProgress => {
  const completed = { ...progress.completed }
  if (done) completed[String(day)] = true
  else delete completed[String(day)]
  return { ...progress, completed }
}

/** The reader's own answer to question `question` (from 0) of `day`, written at `at`. */
export const withAnswer = (progress: ReadingProgress, day: number, question: number, text: string, at: Date = new Date()): ReadingProgress => ({
  ...progress,
  answers: { ...progress.answers, [day]: { ...progress.answers[day], [question]: { text, updatedAt: at.toISOString() } } },
})
