import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import {
  getReadingPlanBySlug,
  listReadingPlans,
  listReadingPlanThemes,
  listReadingPlanTopics,
  type ReadingPlan,
} from '@/collections/reading-plans/data'
import { readReadingPlanFilters } from '@/lib/validation/readingPlanFilters'
import { testPayload, unique } from '../../factories'
import { createReadingPlan, planDay } from '../../factories/readingPlans'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

// Other files may create plans at the same time: every assertion looks at this file's own,
// found by a topic (`stamp`) only they carry.
const mine = (list: ReadingPlan[], ...plans: { slug: string }[]) =>
  list.map((p) => p.slug).filter((slug) => plans.some((p) => p.slug === slug))

describe('listReadingPlans', () => {
  it('filters by theme, exactly', async () => {
    const stamp = unique('theme')
    const sin = await createReadingPlan({ theme: 'Sin', tags: [stamp] })
    const renewal = await createReadingPlan({ theme: 'Mind Renewal', tags: [stamp] })

    const { plans } = await listReadingPlans(payload, { theme: 'Sin', topic: stamp })
    expect(mine(plans, sin, renewal)).toEqual([sin.slug])
    expect((await listReadingPlans(payload, { theme: 'Sin' })).plans.every((p) => p.theme === 'Sin')).toBe(true)
    expect(mine((await listReadingPlans(payload, { theme: 'sin', topic: stamp })).plans, sin, renewal)).toEqual([])
  })

  it('filters by topic: one of the tags, exactly', async () => {
    const stamp = unique('topic')
    const tagged = await createReadingPlan({ tags: [`Prayer ${stamp}`, 'Other'] })
    const other = await createReadingPlan({ tags: [`Fasting ${stamp}`] })

    expect((await listReadingPlans(payload, { topic: `Prayer ${stamp}` })).plans.map((p) => p.slug)).toEqual([tagged.slug])
    expect((await listReadingPlans(payload, { topic: `prayer ${stamp}` })).plans).toEqual([])
    expect(mine((await listReadingPlans(payload, { topic: stamp })).plans, tagged, other)).toEqual([])
  })

  it('filters by duration: short up to 7 days, medium 8 to 30, long over 30', async () => {
    const stamp = unique('duration')
    const lengths = [1, 7, 8, 30, 31, 365]
    const plans = await Promise.all(lengths.map((duration) => createReadingPlan({ duration, tags: [stamp] })))
    const byLength = async (duration: string) =>
      (await listReadingPlans(payload, { duration, topic: stamp })).plans.map((p) => p.duration).sort((a, b) => a - b)

    expect(await byLength('short')).toEqual([1, 7])
    expect(await byLength('medium')).toEqual([8, 30])
    expect(await byLength('long')).toEqual([31, 365])
    expect((await listReadingPlans(payload, { topic: stamp })).plans).toHaveLength(plans.length)
  })

  it('combines the three filters, and counts every plan', async () => {
    const stamp = unique('combo')
    const all = await createReadingPlan({ theme: 'Repentance', duration: 14, tags: [stamp] })
    const otherTheme = await createReadingPlan({ theme: 'Sin', duration: 14, tags: [stamp] })
    const otherLength = await createReadingPlan({ theme: 'Repentance', duration: 60, tags: [stamp] })

    const result = await listReadingPlans(payload, { theme: 'Repentance', topic: stamp, duration: 'medium' })
    expect(result.plans.map((p) => p.slug)).toEqual([all.slug])
    const everything = await listReadingPlans(payload)
    expect(result.total).toBe(everything.plans.length)
    expect(mine(everything.plans, all, otherTheme, otherLength).sort()).toEqual([all.slug, otherTheme.slug, otherLength.slug].sort())
  })

  it('answers nothing for values that name nothing', async () => {
    await createReadingPlan({ theme: 'Sin', duration: 7, tags: [unique('known')] })
    for (const filters of [{ theme: 'No Such Theme' }, { topic: unique('no-such-topic') }, { duration: 'forever' }, { duration: 'Short' }]) {
      const { plans, total } = await listReadingPlans(payload, filters)
      expect(plans, JSON.stringify(filters)).toEqual([])
      expect(total).toBeGreaterThan(0)
    }
  })

  it('leaves drafts out, and shows each card its duration label and topics', async () => {
    const stamp = unique('card')
    const published = await createReadingPlan({ duration: 21, tags: [stamp, 'Grace'] })
    const draft = await createReadingPlan({ status: 'draft', tags: [stamp] })

    const { plans } = await listReadingPlans(payload, { topic: stamp })
    expect(mine(plans, published, draft)).toEqual([published.slug])
    expect(plans[0]).toMatchObject({ duration: 21, durationLabel: '3 Weeks', tags: [stamp, 'Grace'], theme: 'Foundations' })
    expect(plans[0]).not.toHaveProperty('days')
  })

  it('reads the filters from the address, keeping unknown values and dropping malformed ones', async () => {
    const stamp = unique('address')
    const plan = await createReadingPlan({ theme: 'Bible Reading', duration: 90, tags: [stamp] })
    const filters = readReadingPlanFilters(new URLSearchParams({ theme: 'Bible Reading', topic: ` ${stamp} `, duration: 'long', page: '2' }))
    expect(filters).toEqual({ theme: 'Bible Reading', topic: stamp, duration: 'long' })
    expect((await listReadingPlans(payload, filters)).plans.map((p) => p.slug)).toEqual([plan.slug])

    expect(readReadingPlanFilters({ duration: 'forever', theme: '' })).toEqual({ duration: 'forever' })
    expect(readReadingPlanFilters({ topic: 'a\u0000b', theme: 'x'.repeat(101) })).toEqual({})
  })
})

describe('the filter choices', () => {
  it('lists the themes in use in the collection order, and every topic once, alphabetically', async () => {
    const stamp = unique('choices')
    await createReadingPlan({ theme: 'Sin', tags: [`Zeal ${stamp}`, `Anger ${stamp}`] })
    await createReadingPlan({ theme: 'Sin', tags: [`Anger ${stamp}`] })

    const themes = await listReadingPlanThemes(payload)
    expect(themes).toContain('Sin')
    const order = ['Repentance', 'Mind Renewal', 'Sin', 'Bible Reading', 'Foundations']
    expect(themes).toEqual(order.filter((t) => themes.includes(t)))

    const topics = await listReadingPlanTopics(payload)
    expect(topics.filter((t) => t.includes(stamp))).toEqual([`Anger ${stamp}`, `Zeal ${stamp}`])
  })
})

describe('getReadingPlanBySlug', () => {
  it('answers the plan with its days in day order, each day number once', async () => {
    const plan = await createReadingPlan({
      duration: 30,
      days: [planDay(3), planDay(1, { reflectionQuestions: [] }), planDay(2), planDay(2, { title: 'A second day 2' })],
    })
    const detail = await getReadingPlanBySlug(payload, plan.slug)
    expect(detail).toMatchObject({ slug: plan.slug, duration: 30, durationLabel: '1 Month' })
    expect(detail!.days.map((d) => d.day)).toEqual([1, 2, 3])
    expect(detail!.days[0]).toEqual({
      day: 1,
      title: 'Day 1 of a test plan',
      passages: ['Psalm 1:1-3'],
      description: 'What day 1 is about, written for a test.',
      reflectionQuestions: [],
    })
  })

  it('answers null for an unknown, draft or malformed slug', async () => {
    const draft = await createReadingPlan({ status: 'draft' })
    for (const slug of ['no-such-plan-anywhere', draft.slug, '../x', 'x'.repeat(300)]) {
      expect(await getReadingPlanBySlug(payload, slug), slug).toBeNull()
    }
  })
})
