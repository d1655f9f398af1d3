/**
 * A member's reading-plan reminders: read and set by the member (every call acts as them,
 * `overrideAccess: false`), and the two things an e-mail's signed links do without a session
 * (mark a day complete, stop the reminder), each checked against its token (./links.ts).
 */
import type { Payload } from 'payload'

import { completedCount } from '@/collections/reading-plans/progress'
import { getReadingPlanBySlug, publishedPlansWithDays } from '@/collections/reading-plans/data'
import { getReadingProgress, mergeReadingProgress } from '@/collections/reading-progress/data'
import { toReadingProgress } from '@/lib/validation/readingProgress'
import type { AccountReminder, Reminder, ReminderSettings } from '@/lib/validation/readingReminder'
import type { ReadingReminder, User } from '@/payload-types'
import { readCompleteToken, readStopToken } from './links'

const toReminder = (doc: Pick<ReadingReminder, 'enabled' | 'hour' | 'timeZone'>): Reminder => ({
  enabled: doc.enabled,
  hour: doc.hour,
  timeZone: doc.timeZone,
})

const findOwn = async (payload: Payload, user: User, plan: number) => {
  const { docs } = await payload.find({
    collection: 'reading-reminders',
    where: { and: [{ user: { equals: user.id } }, { plan: { equals: plan } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    user,
    overrideAccess: false,
  })
  return docs[0] ?? null
}

/** The member's reminder for the published plan at `slug`: `{ reminder: null }` before they set one; null: no such plan. */
export const getReminder = async (payload: Payload, user: User, slug: string): Promise<{ reminder: Reminder | null } | null> => {
  const plan = await getReadingPlanBySlug(payload, slug)
  if (!plan) return null
  const doc = await findOwn(payload, user, plan.id)
  return { reminder: doc ? toReminder(doc) : null }
}

/**
 * Sets the member's reminder for the plan at `slug` (made on first use, one per member and
 * plan); null: no such plan. `now` dates the schedule (the tests' clock; the server's otherwise).
 */
export const setReminder = async (payload: Payload, user: User, slug: string, settings: ReminderSettings, now: Date = new Date()): Promise<{ reminder: Reminder } | null> => {
  const plan = await getReadingPlanBySlug(payload, slug)
  if (!plan) return null
  const context = { now }
  const save = async () => {
    const existing = await findOwn(payload, user, plan.id)
    return existing
      ? payload.update({ collection: 'reading-reminders', id: existing.id, data: settings, depth: 0, context, user, overrideAccess: false })
      : payload.create({ collection: 'reading-reminders', data: { ...settings, user: user.id, plan: plan.id }, depth: 0, context, user, overrideAccess: false })
  }
  try {
    return { reminder: toReminder(await save()) }
  } catch (error) {
    // The member's first reminder for this plan, set twice at once: the unique index kept the
    // other one, which this then changes.
    if (!(await findOwn(payload, user, plan.id))) throw error
    return { reminder: toReminder(await save()) }
  }
}

/** Every reminder the member has set, with its plan (published ones only) and whether the plan is finished. */
export const listReminders = async (payload: Payload, user: User): Promise<AccountReminder[]> => {
  const { docs } = await payload.find({
    collection: 'reading-reminders',
    where: { user: { equals: user.id } },
    depth: 0,
    pagination: false,
    sort: 'createdAt',
    user,
    overrideAccess: false,
  })
  const plans = await publishedPlansWithDays(payload, docs.map((doc) => Number(doc.plan)))
  const { docs: progress } = await payload.find({
    collection: 'reading-progress',
    where: { and: [{ user: { equals: user.id } }, { plan: { in: [...plans.keys()] } }] },
    select: { plan: true, progress: true },
    depth: 0,
    pagination: false,
    user,
    overrideAccess: false,
  })
  const completedOf = new Map(progress.map((doc) => [Number(doc.plan), toReadingProgress(doc.progress)]))
  return docs.flatMap((doc) => {
    const plan = plans.get(Number(doc.plan))
    if (!plan) return []
    const listed = plan.days.map((d) => d.day)
    const done = completedOf.get(plan.id)
    const finished = listed.length > 0 && done !== undefined && completedCount(done, listed) === listed.length
    return [{ ...toReminder(doc), plan: { title: plan.title, slug: plan.slug }, finished }]
  })
}

// ---------------------------------------------------------------------------------------------
// The signed links of the e-mail.

export type CompleteLink =
  | { state: 'invalid' }
  | { state: 'ready' | 'done'; plan: { title: string; slug: string }; day: { day: number; title: string } }

/** What a "Mark as complete" token names, and whether that day is complete already; changes nothing. */
const resolveCompleteLink = async (payload: Payload, token: unknown, now: Date): Promise<{ link: CompleteLink; member: User | null }> => {
  const claims = readCompleteToken(payload.secret, token, now)
  if (!claims) return { link: { state: 'invalid' }, member: null }
  const [member, plans] = await Promise.all([
    payload.findByID({ collection: 'users', id: claims.member, depth: 0, overrideAccess: true, disableErrors: true }),
    publishedPlansWithDays(payload, [claims.plan]),
  ])
  const plan = plans.get(claims.plan)
  const day = plan?.days.find((d) => d.day === claims.day)
  if (!member || !plan || !day) return { link: { state: 'invalid' }, member: null }
  const progress = await getReadingProgress(payload, member, plan.slug)
  const done = progress?.completed[String(day.day)] === true
  return { link: { state: done ? 'done' : 'ready', plan: { title: plan.title, slug: plan.slug }, day: { day: day.day, title: day.title } }, member }
}

/** The confirmation page's view of a "Mark as complete" link (a GET: it changes nothing). */
export const completeLinkState = async (payload: Payload, token: unknown, now: Date = new Date()): Promise<CompleteLink> =>
  (await resolveCompleteLink(payload, token, now)).link

/** The confirmation page's button: marks the token's day complete for its member (already complete: no change). */
export const completeFromLink = async (payload: Payload, token: unknown, now: Date = new Date()): Promise<CompleteLink> => {
  const { link, member } = await resolveCompleteLink(payload, token, now)
  if (link.state !== 'ready' || !member) return link
  const merged = await mergeReadingProgress(payload, member, link.plan.slug, { completed: { [link.day.day]: true }, answers: {} })
  return merged?.ok ? { ...link, state: 'done' } : { state: 'invalid' }
}

export type StopLink = { state: 'invalid' } | { state: 'on' | 'off'; plan: { title: string; slug: string } }

const stopTarget = async (payload: Payload, token: unknown) => {
  const claims = readStopToken(payload.secret, token)
  if (!claims) return null
  const reminder = await payload.findByID({ collection: 'reading-reminders', id: claims.reminder, depth: 0, overrideAccess: true, disableErrors: true })
  if (!reminder) return null
  const plan = (await publishedPlansWithDays(payload, [Number(reminder.plan)])).get(Number(reminder.plan))
  return { reminder, plan: plan ? { title: plan.title, slug: plan.slug } : null }
}

/** The stop page's view of a "Stop these e-mails" link (a GET: it changes nothing). */
export const stopLinkState = async (payload: Payload, token: unknown): Promise<StopLink> => {
  const target = await stopTarget(payload, token)
  if (!target) return { state: 'invalid' }
  // A plan taken offline since keeps its reminder (it sends nothing meanwhile); the page names no plan then.
  return { state: target.reminder.enabled ? 'on' : 'off', plan: target.plan ?? { title: 'your reading plan', slug: '' } }
}

/**
 * Turns the token's reminder off (the stop page's button, or a mail client's one-click POST).
 * Repeating it is harmless; the token keeps working, as an unsubscribe link must.
 */
export const stopFromLink = async (payload: Payload, token: unknown): Promise<'stopped' | 'invalid'> => {
  const target = await stopTarget(payload, token)
  if (!target) return 'invalid'
  if (target.reminder.enabled) {
    await payload.update({ collection: 'reading-reminders', id: target.reminder.id, data: { enabled: false }, depth: 0, overrideAccess: true })
  }
  return 'stopped'
}
