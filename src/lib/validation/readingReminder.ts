import { z } from 'zod'

import { canonicalTimeZone } from '@/lib/dates/timeZone'

/**
 * A member's daily reading-plan reminder, as the plan page and the account page send it
 * (`PUT /api/reading-plans/{slug}/reminder`): on or off, the hour of the day (0–23) and the time
 * zone it is read in (an IANA name the runtime knows; an alias is kept as the zone it names).
 */
export const TIME_ZONE_UNKNOWN = 'Choose a time zone from the list.'

export const reminderSettingsSchema = z
  .object({
    enabled: z.boolean({ error: 'Say whether the reminder is on (true) or off (false).' }),
    hour: z
      .number({ error: 'The hour is a whole number from 0 to 23.' })
      .int('The hour is a whole number from 0 to 23.')
      .min(0, 'The hour is a whole number from 0 to 23.')
      .max(23, 'The hour is a whole number from 0 to 23.'),
    timeZone: z
      .string({ error: TIME_ZONE_UNKNOWN })
      .max(64, TIME_ZONE_UNKNOWN)
      .transform((name, ctx) => {
        const zone = canonicalTimeZone(name)
        if (zone) return zone
        ctx.addIssue({ code: 'custom', message: TIME_ZONE_UNKNOWN })
        return z.NEVER
      }),
  })
  .strict()

export type ReminderSettings = z.output<typeof reminderSettingsSchema>

/** A reminder as the API answers it. */
export const reminderShape = z.object({
  enabled: z.boolean(),
  hour: z.number().int(),
  timeZone: z.string(),
})

export type Reminder = z.output<typeof reminderShape>

/** The member's reminders on /account: each with its plan, and whether the plan is finished (no more e-mails). */
export type AccountReminder = Reminder & { plan: { title: string; slug: string }; finished: boolean }

/** The form that a "Mark as complete" or "Stop these e-mails" page posts: the signed token from the e-mail. */
export const signedTokenSchema = z.object({ token: z.string().min(1, 'The link is incomplete.').max(512, 'The link is not valid.') })
