/**
 * A member's progress through a reading plan, kept in their account (one record per member and
 * plan, the collection's unique index) so a phone and a laptop show the same days completed and
 * the same answers. Every call acts as the member (`overrideAccess: false`): the collection's
 * rule (own records only) applies on top of the member filter here.
 */
import type { Payload, Where } from 'payload'

import { daysBeyond, mergeProgress } from '@/collections/reading-plans/progress'
import { emptyProgress, toReadingProgress, type ReadingProgress } from '@/lib/validation/readingProgress'
import type { User } from '@/payload-types'
import { getReadingPlanBySlug } from '@/collections/reading-plans/data'

type PlanRef = { id: number; duration: number }

const ofMemberAndPlan = (user: User, plan: PlanRef): Where => ({
  and: [{ user: { equals: user.id } }, { plan: { equals: plan.id } }],
})

const findRecord = async (payload: Payload, user: User, plan: PlanRef): Promise<{ id: number; progress: ReadingProgress } | null> => {
  const { docs } = await payload.find({
    collection: 'reading-progress',
    where: ofMemberAndPlan(user, plan),
    select: { progress: true },
    limit: 1,
    pagination: false,
    depth: 0,
    user,
    overrideAccess: false,
  })
  const doc = docs[0]
  return doc ? { id: doc.id, progress: toReadingProgress(doc.progress) } : null
}

/** The member's progress through the published plan at `slug` (empty if none yet); null: no such plan. */
export const getReadingProgress = async (payload: Payload, user: User, slug: string): Promise<ReadingProgress | null> => {
  const plan = await getReadingPlanBySlug(payload, slug)
  if (!plan) return null
  return (await findRecord(payload, user, plan))?.progress ?? emptyProgress()
}

export type MergeResult = { ok: true; progress: ReadingProgress } | { ok: false; errors: Record<string, string> } | null

const store = async (payload: Payload, user: User, plan: PlanRef, copy: ReadingProgress): Promise<ReadingProgress> => {
  const record = await findRecord(payload, user, plan)
  const progress = mergeProgress(record?.progress ?? emptyProgress(), copy)
  if (record) {
    await payload.update({ collection: 'reading-progress', id: record.id, data: { progress }, depth: 0, user, overrideAccess: false })
  } else {
    await payload.create({ collection: 'reading-progress', data: { user: user.id, plan: plan.id, progress }, depth: 0, user, overrideAccess: false })
  }
  return progress
}

/**
 * Merges a copy of the member's progress (the browser's, or one change) into their account and
 * answers the result (the rules are in src/collections/reading-plans/progress.ts). A day beyond the
 * plan's length is refused field by field; null: no such plan.
 */
export const mergeReadingProgress = async (payload: Payload, user: User, slug: string, copy: ReadingProgress): Promise<MergeResult> => {
  const plan = await getReadingPlanBySlug(payload, slug)
  if (!plan) return null
  const beyond = daysBeyond(copy, plan.duration)
  if (beyond.length > 0) {
    const message = `This plan has ${plan.duration} days.`
    const errors: Record<string, string> = {}
    for (const day of beyond) errors[day in copy.completed ? `completed.${day}` : `answers.${day}`] = message
    return { ok: false, errors }
  }
  try {
    return { ok: true, progress: await store(payload, user, plan, copy) }
  } catch (error) {
    // The member's first save of this plan, twice at once: the unique index refused the second
    // record, which now merges into the first.
    if (!(await findRecord(payload, user, plan))) throw error
    return { ok: true, progress: await store(payload, user, plan, copy) }
  }
}
