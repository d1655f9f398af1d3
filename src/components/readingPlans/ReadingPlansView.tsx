import { cardImageLoading } from '@/components/cards/Card'
import { FilterTransition, PendingResults } from '@/components/filters/FilterTransition'
import { listReadingPlans, listReadingPlanThemes, listReadingPlanTopics } from '@/collections/reading-plans/data'
import { payloadClient } from '@/lib/payload'
import type { ReadingPlanFilters } from '@/lib/validation/readingPlanFilters'
import { ReadingPlanCard } from './ReadingPlanCard'
import { ClearFiltersLink, clearLinkClass, ReadingPlanFilterPanel } from './ReadingPlanFilters'

const READING_PLANS_TITLE = 'Reading Plans'
const READING_PLANS_INTRO =
  'Scripture reading plans from one week to a whole year: a passage or two each day, a few questions to reflect on, and your progress kept as you go.'

const showing = (shown: number, total: number) => `Showing ${shown} of ${total} ${total === 1 ? 'plan' : 'plans'}`

/**
 * `/reading-plans` with the filters from its address (none on the cached page itself): the
 * filter panel, the count, and the cards or the empty state.
 */
export async function ReadingPlansView({ filters }: { filters: ReadingPlanFilters }) {
  const payload = await payloadClient()
  const [{ plans, total }, themes, topics] = await Promise.all([listReadingPlans(payload, filters), listReadingPlanThemes(payload), listReadingPlanTopics(payload)])
  const filtered = Boolean(filters.theme || filters.topic || filters.duration)

  return (
    <section aria-labelledby="list-title">
      <h1 id="list-title" className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">
        {READING_PLANS_TITLE}
      </h1>
      <p className="mt-3 max-w-3xl text-stone-700">{READING_PLANS_INTRO}</p>

      <FilterTransition>
        <div className="mt-6">
          <ReadingPlanFilterPanel filters={filters} themes={themes} topics={topics} />
        </div>

        <p role="status" className="mt-6 text-sm font-medium text-stone-700">
          {showing(plans.length, total)}
        </p>
        <div className="mt-3">
          <PendingResults skeletons={Math.min(6, Math.max(plans.length, 3))}>
            {plans.length === 0 ? (
              <div className="rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center">
                <p className="font-serif text-xl font-bold text-stone-900">No reading plans found</p>
                {filtered ? (
                  <>
                    <p className="mt-2 text-stone-600">Try another theme, topic or duration.</p>
                    <ClearFiltersLink className={`mt-3 ${clearLinkClass}`}>Clear filters</ClearFiltersLink>
                  </>
                ) : (
                  <p className="mt-2 text-stone-600">Please check back later.</p>
                )}
              </div>
            ) : (
              <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {plans.map((plan, i) => (
                  <ReadingPlanCard key={plan.id} plan={plan} imageLoading={cardImageLoading(i)} />
                ))}
              </div>
            )}
          </PendingResults>
        </div>
      </FilterTransition>
    </section>
  )
}
