import { Badge, VocabularyBadge } from '@/components/badges/Badge'
import { Card, CardLabels, CardSummary, CardTitle, type ImageLoading } from '@/components/cards/Card'
import type { ReadingPlan } from '@/collections/reading-plans/data'
import { DAILY_READING_TIME } from '@/collections/reading-plans/duration'
import { READING_PLAN_THEME } from '@/collections/reading-plans/themes'
import { addressOf } from '@/collections/addresses'

/** How many of a plan's topics a card shows before "+N". */
const TOPICS_SHOWN = 3

/** The plan's theme and length, the two facts a reader chooses a plan by. */
export function ReadingPlanFacts({ plan }: { plan: Pick<ReadingPlan, 'theme' | 'durationLabel'> }) {
  return (
    <div className="flex flex-wrap gap-2">
      <VocabularyBadge vocabulary={READING_PLAN_THEME} value={plan.theme} />
      <Badge tone="neutral">{plan.durationLabel}</Badge>
    </div>
  )
}

export function DailyReadingTime({ className = '' }: { className?: string }) {
  return (
    <p className={`flex items-center gap-1.5 text-sm text-stone-700 ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>
      {DAILY_READING_TIME}
    </p>
  )
}

/** A reading plan in the list; the title's link covers the card. */
export function ReadingPlanCard({ plan, imageLoading }: { plan: ReadingPlan; imageLoading?: ImageLoading }) {
  return (
    <Card cover={plan.cover} imageLoading={imageLoading}>
      <ReadingPlanFacts plan={plan} />
      <CardTitle href={addressOf('reading-plans', plan.slug)}>{plan.title}</CardTitle>
      <CardSummary text={plan.description} />
      <CardLabels labels={plan.tags} shown={TOPICS_SHOWN} name="Topics" />
      <DailyReadingTime className="mt-auto pt-3" />
    </Card>
  )
}
