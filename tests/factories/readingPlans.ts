/**
 * Reading plans and members' progress for the reading plan tests (names unique per call, never
 * the demo seed's texts).
 */
import { slugify } from '@/fields/slug'
import type { ReadingPlan, User } from '@/payload-types'
import { testPayload, unique } from '../factories'

type Day = NonNullable<ReadingPlan['days']>[number]

/** Day `n` of a test plan: one passage, two questions. */
export const planDay = (n: number, overrides: Partial<Day> = {}): Day => ({
  day: n,
  title: `Day ${n} of a test plan`,
  passages: [`Psalm ${n}:1-${n + 2}`],
  description: `What day ${n} is about, written for a test.`,
  reflectionQuestions: [`First question of day ${n}?`, `Second question of day ${n}?`],
  ...overrides,
})

export const createReadingPlan = async (
  overrides: Partial<ReadingPlan> & { status?: 'draft' | 'published' } = {},
): Promise<ReadingPlan> => {
  const { status = 'published', ...rest } = overrides
  const title = rest.title ?? unique('Reading plan')
  const payload = await testPayload()
  return payload.create({
    collection: 'reading-plans',
    draft: status === 'draft',
    data: {
      _status: status,
      title,
      slug: slugify(title),
      description: 'A reading plan written for a test.',
      duration: 7,
      theme: 'Foundations',
      tags: [],
      days: [planDay(1), planDay(2), planDay(3)],
      ...rest,
    },
  })
}

/** What the account holds for the member and plan, read past the access rules (null: nothing). */
export const storedProgress = async (user: Pick<User, 'id'>, plan: Pick<ReadingPlan, 'id'>) => {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'reading-progress',
    where: { and: [{ user: { equals: user.id } }, { plan: { equals: plan.id } }] },
    depth: 0,
  })
  return docs.length ? docs.map((d) => d.progress) : null
}
