/**
 * Sends the reading-plan reminders due at `now` (the hourly `readingReminders` job with the
 * server's clock, or `npm run reminders -- --now …` with any): for each reminder switched on
 * whose hour has come in its member's time zone (./due.ts), the next day of the plan the member
 * has not completed, at most one e-mail per reminder and local date (claimed in
 * src/lib/db/readingReminders.ts). Nothing is sent for a plan that is finished (every listed
 * day complete), no longer published, or for a member without an address. A send the mail
 * server refuses is tried again by the next run that day.
 */
import { relatedId } from '@/lib/data/relatedId'
import type { Payload } from 'payload'

import { dayAnchor } from '@/collections/reading-plans/dayAnchor'
import { publishedPlansWithDays, type PlanWithDays } from '@/collections/reading-plans/data'
import { addressOf } from '@/collections/addresses'
import { getSiteInfo } from '@/lib/data/site'
import { claimReminderDay, finishReminderDay } from '@/lib/db/readingReminders'
import { readingReminderEmail, type ReminderPassage } from '@/lib/email/readingReminder'
import { serverUrl } from '@/lib/serverUrl'
import { toReadingProgress } from '@/lib/validation/readingProgress'
import { referencesIn } from '@/scripture/linkReferences'
import { passageHref } from '@/scripture/references'
import type { ReadingReminder } from '@/payload-types'
import { dueDate, nextUnfinishedDay } from './due'
import { completeToken, completeUrl, oneClickStopUrl, stopPageUrl, stopToken } from './links'

export type ReminderRun = { sent: number; failed: number }

const PAGE = 500


/** Every reminder switched on, a page at a time. */
async function* enabledReminders(payload: Payload) {
  for (let page = 1; ; page++) {
    const result = await payload.find({
      collection: 'reading-reminders',
      where: { enabled: { equals: true } },
      select: { user: true, plan: true, enabled: true, hour: true, timeZone: true, since: true },
      sort: 'id',
      depth: 0,
      limit: PAGE,
      page,
      overrideAccess: true,
    })
    yield* result.docs
    if (!result.hasNextPage) return
  }
}

const completedDays = async (payload: Payload, member: number, plan: number) => {
  const { docs } = await payload.find({
    collection: 'reading-progress',
    where: { and: [{ user: { equals: member } }, { plan: { equals: plan } }] },
    select: { progress: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  return toReadingProgress(docs[0]?.progress).completed
}

const memberAddress = async (payload: Payload, member: number): Promise<string | null> => {
  const user = await payload.findByID({ collection: 'users', id: member, select: { email: true }, depth: 0, overrideAccess: true, disableErrors: true })
  return user?.email ?? null
}

/** Each passage as written, linked to its passage page when it names one (the first, when it names several). */
const passagesOf = (texts: readonly string[]): ReminderPassage[] =>
  texts.map((text) => {
    const [first] = referencesIn(text)
    return { text, url: first ? `${serverUrl()}${passageHref(first.passage)}` : null }
  })

export const sendDueReminders = async (payload: Payload, now: Date): Promise<ReminderRun> => {
  const due: { reminder: Pick<ReadingReminder, 'id' | 'user' | 'plan'>; localDate: string }[] = []
  for await (const reminder of enabledReminders(payload)) {
    const localDate = dueDate({ enabled: reminder.enabled, hour: reminder.hour, timeZone: reminder.timeZone, since: reminder.since ?? now }, now)
    if (localDate) due.push({ reminder, localDate })
  }
  const run: ReminderRun = { sent: 0, failed: 0 }
  if (due.length === 0) return run

  const plans = await publishedPlansWithDays(payload, due.flatMap(({ reminder }) => relatedId(reminder.plan) ?? []))
  const { title: siteTitle } = await getSiteInfo(payload)

  for (const { reminder, localDate } of due) {
    const plan = plans.get(relatedId(reminder.plan) ?? 0)
    const member = relatedId(reminder.user) ?? 0
    if (!plan) continue
    const day = nextUnfinishedDay(
      plan.days.map((d) => d.day),
      await completedDays(payload, member, plan.id),
    )
    if (day === null) continue
    const to = await memberAddress(payload, member)
    if (!to) continue
    const delivery = await claimReminderDay(payload, { reminder: reminder.id, localDate, day })
    if (delivery === null) continue
    try {
      await payload.sendEmail(reminderMail(payload.secret, { to, siteTitle, plan, day, member, reminder: reminder.id, now }))
      await finishReminderDay(payload, delivery, { sent: true })
      run.sent++
    } catch (error) {
      await finishReminderDay(payload, delivery, { sent: false, error: error instanceof Error ? error.message : String(error) })
      run.failed++
    }
  }
  return run
}

type MailFor = { to: string; siteTitle: string; plan: PlanWithDays; day: number; member: number; reminder: number; now: Date }

const reminderMail = (secret: string, { to, siteTitle, plan, day, member, reminder, now }: MailFor) => {
  const listed = plan.days.find((d) => d.day === day)!
  const planUrl = `${serverUrl()}${addressOf('reading-plans', plan.slug)}`
  const stop = stopToken(secret, reminder)
  return readingReminderEmail({
    to,
    siteTitle,
    plan: { title: plan.title, url: planUrl },
    day: { day, title: listed.title, passages: passagesOf(listed.passages), questions: listed.reflectionQuestions, url: `${planUrl}#${dayAnchor(day)}` },
    completeUrl: completeUrl(completeToken(secret, { member, plan: plan.id, day }, now)),
    stopPageUrl: stopPageUrl(stop),
    oneClickStopUrl: oneClickStopUrl(stop),
    settingsUrl: `${serverUrl()}/account#reminders`,
  })
}
