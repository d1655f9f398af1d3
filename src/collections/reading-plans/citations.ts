import { addressOf } from '@/collections/addresses'
import { dayAnchor } from './dayAnchor'
import type { ReadingPlan } from '@/payload-types'
import { joinText } from '@/search/plainText'
import type { CitingSource } from '@/search/citations'

/**
 * Where a published reading plan cites Scripture: its description (the plan's page) and each
 * day's passages and words (that day on the page, `#day-3`, the anchor the plan's reader gives
 * it). Dated when it was added (plans have no publishing date).
 */
export const readingPlanCitations = (plan: ReadingPlan): CitingSource[] => {
  const url = addressOf('reading-plans', plan.slug)
  return [
    { url, title: plan.title, publishedAt: plan.createdAt, text: joinText(plan.title, plan.description) },
    ...(plan.days ?? []).map((d) => ({
      url: `${url}#${dayAnchor(d.day)}`,
      title: `${plan.title}, day ${d.day}: ${d.title}`,
      publishedAt: plan.createdAt,
      text: joinText(d.passages, d.title, d.description, d.reflectionQuestions),
    })),
  ]
}
