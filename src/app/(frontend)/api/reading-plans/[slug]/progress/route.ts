import { getReadingProgress, mergeReadingProgress } from '@/collections/reading-progress/data'
import { badRequest, json, notFound } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { readingProgressSchema } from '@/lib/validation/readingProgress'

type Params = { slug: string }

const PLAN_NOT_FOUND = 'Reading plan not found'

/** The member's own progress through the plan (empty until they save some). */
export const GET = route<Params, undefined, true>(
  {
    member: true,
    api: {
      summary: "The member's own progress through a reading plan (days completed, reflection answers)",
      tag: 'Reading plans',
      ok: { status: 200, schema: readingProgressSchema },
      answers: { 404: PLAN_NOT_FOUND },
    },
  },
  async ({ payload, params, user }) => {
    const progress = await getReadingProgress(payload, user, params.slug)
    return progress ? json(progress) : notFound(PLAN_NOT_FOUND)
  },
)

/** Merges the sent copy into the member's progress and answers the result. */
export const PUT = route<Params, typeof readingProgressSchema, true>(
  {
    member: true,
    body: readingProgressSchema,
    api: {
      summary:
        "Merge a copy of the member's progress into their account (a completed day stays completed, false un-marks a day, the newer answer wins); answers the merged progress",
      tag: 'Reading plans',
      ok: { status: 200, schema: readingProgressSchema },
      answers: { 404: PLAN_NOT_FOUND },
    },
  },
  async ({ payload, params, user, body }) => {
    const result = await mergeReadingProgress(payload, user, params.slug, body)
    if (!result) return notFound(PLAN_NOT_FOUND)
    return result.ok ? json(result.progress) : badRequest(result.errors)
  },
)
