import { z } from 'zod'

import { getReminder, setReminder } from '@/collections/reading-reminders/data'
import { json, notFound } from '@/lib/http/responses'
import { route } from '@/lib/http/route'
import { reminderSettingsSchema, reminderShape } from '@/lib/validation/readingReminder'

type Params = { slug: string }

const PLAN_NOT_FOUND = 'Reading plan not found'
const answerShape = z.object({ reminder: reminderShape.nullable().describe('null until the member sets one') })

/** The member's daily e-mail for this plan (null until they set one). */
export const GET = route<Params, undefined, true>(
  {
    member: true,
    api: {
      summary: "The member's daily reminder e-mail for a reading plan: on or off, the hour and the time zone",
      tag: 'Reading plans',
      ok: { status: 200, schema: answerShape },
      answers: { 404: PLAN_NOT_FOUND },
    },
  },
  async ({ payload, params, user }) => {
    const found = await getReminder(payload, user, params.slug)
    return found ? json(found) : notFound(PLAN_NOT_FOUND)
  },
)

/** Sets the member's daily e-mail for this plan: on or off, at an hour (0–23) of a time zone (IANA name). */
export const PUT = route<Params, typeof reminderSettingsSchema, true>(
  {
    member: true,
    body: reminderSettingsSchema,
    api: {
      summary:
        "Set the member's daily reminder e-mail for a reading plan (the next day not completed, at the hour in the time zone; an unknown time zone is a 400)",
      tag: 'Reading plans',
      ok: { status: 200, schema: answerShape },
      answers: { 404: PLAN_NOT_FOUND },
    },
  },
  async ({ payload, params, user, body }) => {
    const saved = await setReminder(payload, user, params.slug, body)
    return saved ? json(saved) : notFound(PLAN_NOT_FOUND)
  },
)
