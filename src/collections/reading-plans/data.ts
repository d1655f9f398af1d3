/** Scripture reading plans: the filtered list and one plan with its days. */
import type { Payload } from 'payload'

import { READING_PLAN_THEMES } from '@/lib/constants'
import { durationLabel, durationLength } from './duration'
import { toShareImage, type ShareImage } from '@/lib/seo/shareImage'
import type { ReadingPlanFilters } from '@/lib/validation/readingPlanFilters'
import type { ReadingPlan as ReadingPlanDoc } from '@/payload-types'
import { cachedRead, found } from '@/lib/data/cache'
import { type Image } from '@/lib/data/images'
import { cardFields, findAllPublished, findPublishedBySlug } from '@/lib/data/published'

export type ReadingPlan = {
  id: number
  title: string
  slug: string
  description: string
  /** The plan's length in days (it may list fewer). */
  duration: number
  /** "1 Week", "3 Weeks", "1 Year", "12 Days"… */
  durationLabel: string
  theme: string
  tags: string[]
  coverImage: string | null
  cover: Image | null
  date: string
}

export type ReadingPlanDay = {
  day: number
  title: string
  passages: string[]
  description: string | null
  reflectionQuestions: string[]
}

export type ReadingPlanDetail = ReadingPlan & {
  /** The listed days, in day order, each day number once. */
  days: ReadingPlanDay[]
  /** The cover as link previews show it. */
  shareImage: ShareImage | null
}

// The list leaves out the days, the heaviest part of a plan.
const listFields = {
  title: true,
  slug: true,
  description: true,
  duration: true,
  theme: true,
  tags: true,
  coverImage: true,
  createdAt: true,
} as const

type ListedReadingPlan = Pick<ReadingPlanDoc, 'id' | keyof typeof listFields>

const toReadingPlan = (doc: ListedReadingPlan, use: 'card' | 'detail' = 'card'): ReadingPlan => ({
  id: doc.id,
  title: doc.title,
  slug: doc.slug,
  description: doc.description,
  duration: doc.duration,
  durationLabel: durationLabel(doc.duration),
  theme: doc.theme,
  tags: doc.tags ?? [],
  ...cardFields(doc, use),
})

/** The listed days, in day order, each day number once. */
const toPlanDays = (days: ReadingPlanDoc['days']): ReadingPlanDay[] =>
  (days ?? [])
    .map((d) => ({
      day: d.day,
      title: d.title,
      passages: d.passages ?? [],
      description: d.description || null,
      reflectionQuestions: d.reflectionQuestions ?? [],
    }))
    .sort((a, b) => a.day - b.day)
    // A day number listed twice (the collection does not forbid it) is shown once.
    .filter((d, i, days) => i === 0 || days[i - 1].day !== d.day)

const toReadingPlanDetail = (doc: ReadingPlanDoc): ReadingPlanDetail => ({
  ...toReadingPlan(doc, 'detail'),
  days: toPlanDays(doc.days),
  shareImage: toShareImage(doc.coverImage),
})

export type PlanWithDays = { id: number; title: string; slug: string; days: ReadingPlanDay[] }

/**
 * The published plans among `ids`, with their days, by id: for work done outside a page (the
 * reminders' e-mails, a signed link), read straight from the database, never from the data cache.
 */
export const publishedPlansWithDays = async (payload: Payload, ids: readonly number[]): Promise<Map<number, PlanWithDays>> => {
  if (ids.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'reading-plans',
    where: { and: [{ id: { in: [...new Set(ids)] } }, { _status: { equals: 'published' } }] },
    // Whole documents: with a `select`, the days' passages and questions (text lists) come back empty.
    depth: 0,
    pagination: false,
    overrideAccess: false,
  })
  return new Map(docs.map((doc) => [doc.id, { id: doc.id, title: doc.title, slug: doc.slug, days: toPlanDays(doc.days) }]))
}

/** Every published plan, shortest first (a small collection, filtered in memory). */
const allReadingPlans = cachedRead('readingPlans.all', async (payload: Payload): Promise<ReadingPlan[]> =>
  (await findAllPublished(payload, 'reading-plans', { select: listFields, sort: ['duration', 'title', 'id'] })).map((doc) => toReadingPlan(doc)),
)

export type ReadingPlanList = {
  /** The plans the filters leave. */
  plans: ReadingPlan[]
  /** How many plans there are in all ("Showing X of Y plans"). */
  total: number
}

/**
 * The published plans the filters leave: the theme and the topic (a tag) exactly, the duration
 * by its length (short, medium, long); all together. An unknown value leaves none.
 */
export const listReadingPlans = async (payload: Payload, filters: ReadingPlanFilters = {}): Promise<ReadingPlanList> => {
  const all = await allReadingPlans(payload)
  const plans = all.filter(
    (plan) =>
      (!filters.theme || plan.theme === filters.theme) &&
      (!filters.topic || plan.tags.includes(filters.topic)) &&
      (!filters.duration || durationLength(plan.duration) === filters.duration),
  )
  return { plans, total: all.length }
}

/** The themes that have a published plan, in the collection's order. */
export const listReadingPlanThemes = async (payload: Payload): Promise<string[]> => {
  const used = new Set((await allReadingPlans(payload)).map((plan) => plan.theme))
  return READING_PLAN_THEMES.filter((theme) => used.has(theme))
}

/** Every topic (tag) of a published plan, once, in alphabetical order. */
export const listReadingPlanTopics = async (payload: Payload): Promise<string[]> => {
  const tags = new Set((await allReadingPlans(payload)).flatMap((plan) => plan.tags))
  return [...tags].sort((a, b) => a.localeCompare(b, 'en'))
}

export const getReadingPlanBySlug = cachedRead(
  'readingPlans.bySlug',
  async (payload: Payload, slug: string): Promise<ReadingPlanDetail | null> => {
    const doc = await findPublishedBySlug(payload, 'reading-plans', slug)
    return doc ? toReadingPlanDetail(doc) : null
  },
  { keep: found },
)
