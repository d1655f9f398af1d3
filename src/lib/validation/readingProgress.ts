import { z } from 'zod'

import { multiLine } from './fields'
import { ANSWER_MAX_LENGTH } from './formRules'

/**
 * A reader's progress through one reading plan, as the browser keeps it (per plan:
 * day number → completed) and as a member's account stores it, with the
 * reflection answers beside it. `PUT /api/reading-plans/{slug}/progress` takes the same shape
 * (src/collections/reading-plans/progress.ts merges it into what is stored).
 * - `completed`: day number → true (completed) or false (the reader un-marked it).
 * - `answers`: day number → question number (from 0, in the day's order) → the text and when it
 *   was last changed, so that of two copies the newer answer wins.
 * A plan lasts at most 366 days (the collection's limit); each day is checked against the
 * plan's own length once the plan is known.
 */
const MAX_PLAN_DAYS = 366
const MAX_QUESTIONS_PER_DAY = 50

const DAY = `A day is a whole number from 1 to ${MAX_PLAN_DAYS}.`
const QUESTION = `A question is numbered from 0 to ${MAX_QUESTIONS_PER_DAY - 1}.`

const dayNumber = z
  .string()
  .regex(/^[1-9]\d{0,2}$/)
  .refine((key) => Number(key) <= MAX_PLAN_DAYS)

const questionNumber = z
  .string()
  .regex(/^(0|[1-9]\d?)$/)
  .refine((key) => Number(key) < MAX_QUESTIONS_PER_DAY)

/** A record's own messages: a key that is not a day (or question) number, or not a map at all. */
const recordError = (key: string, map: string) => (issue: { code: string }) =>
  issue.code === 'invalid_key' ? key : issue.code === 'invalid_type' ? map : undefined

const readingAnswerSchema = z
  .object({
    text: multiLine('An answer needs its text.').max(
      ANSWER_MAX_LENGTH,
      `An answer is at most ${ANSWER_MAX_LENGTH.toLocaleString('en-US')} characters.`,
    ),
    updatedAt: z.iso.datetime({ offset: true, error: 'When the answer was written, as an ISO 8601 date and time.' }),
  })
  .strict()

export const readingProgressSchema = z
  .object({
    completed: z
      .record(dayNumber, z.boolean({ error: 'Each day is true (completed) or false.' }), {
        error: recordError(DAY, 'A map of day numbers to true or false.'),
      })
      .default({}),
    answers: z
      .record(
        dayNumber,
        z.record(questionNumber, readingAnswerSchema, { error: recordError(QUESTION, 'A map of question numbers to answers.') }),
        { error: recordError(DAY, 'A map of day numbers to their answers.') },
      )
      .default({}),
  })
  .strict()

export type ReadingAnswer = z.output<typeof readingAnswerSchema>
export type ReadingProgress = z.output<typeof readingProgressSchema>

export const emptyProgress = (): ReadingProgress => ({ completed: {}, answers: {} })

/** Stored or kept JSON as progress; anything unreadable (edited by hand, an older shape) counts as none. */
export const toReadingProgress = (value: unknown): ReadingProgress => {
  const parsed = readingProgressSchema.safeParse(value)
  return parsed.success ? parsed.data : emptyProgress()
}
