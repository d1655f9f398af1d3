import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { focusRing } from '@/components/forms/styles'
import { CoverImage } from '@/components/media/CoverImage'
import { PlanCalendarDownload } from '@/components/readingPlans/PlanCalendarDownload'
import { DailyReadingTime, ReadingPlanFacts } from '@/components/readingPlans/ReadingPlanCard'
import { PlanReminder } from '@/components/readingPlans/PlanReminder'
import { ReadingPlanReader } from '@/components/readingPlans/ReadingPlanReader'
import { planDayView } from '@/components/readingPlans/planDayView'
import { ShareButton } from '@/components/share/ShareButton'
import { getReadingPlanBySlug } from '@/collections/reading-plans/data'
import { requireSection } from '@/lib/pages/requireSection'
import { todayUtc } from '@/collections/reading-plans/calendar'
import { payloadClient } from '@/lib/payload'
import { notFoundMetadata, pageMetadata } from '@/lib/seo/metadata'
import { filtersQuery } from '@/lib/filterAddress'
import { BackLink } from '@/components/layout/BackLink'
import { ScriptureText } from '@/components/scripture/ScriptureText'
import { addressOf } from '@/collections/addresses'

type Props = { params: Promise<{ slug: string }> }

// Rendered on first request, then served from the cache until the next content change.
export const dynamicParams = true
export const generateStaticParams = async (): Promise<{ slug: string }[]> => []
export const revalidate = 300

const LIST = '/reading-plans'

export const generateMetadata = async ({ params }: Props): Promise<Metadata> => {
  const payload = await payloadClient()
  const plan = await getReadingPlanBySlug(payload, (await params).slug)
  if (!plan) return notFoundMetadata('Reading plan not found')
  return pageMetadata(payload, { title: plan.title, description: plan.description, path: `${LIST}/${plan.slug}`, image: plan.shareImage })
}

export default async function ReadingPlanPage({ params }: Props) {
  const payload = await payloadClient()
  await requireSection(payload, 'reading-plans')
  const plan = await getReadingPlanBySlug(payload, (await params).slug)
  // An unknown plan leads back to the list rather than to a 404 page.
  if (!plan) redirect(LIST)

  return (
    <article className="mx-auto max-w-3xl">
      <BackLink href={LIST}>Back to Reading Plans</BackLink>

      <header className="mt-4">
        <ReadingPlanFacts plan={plan} />
        <h1 className="mt-3 font-serif text-3xl font-bold leading-tight text-stone-900 sm:text-4xl">{plan.title}</h1>
        <p className="mt-4 text-lg text-stone-700">
          <ScriptureText text={plan.description} />
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-700">
          <span>
            {plan.days.length} of {plan.duration} {plan.duration === 1 ? 'day' : 'days'} listed
          </span>
          <DailyReadingTime />
        </div>
        {plan.tags.length > 0 && (
          <ul aria-label="Topics" className="mt-4 flex flex-wrap gap-2">
            {plan.tags.map((tag) => (
              <li key={tag}>
                {/* A document link, not a client navigation: see FilterTransition on filtered addresses. */}
                <a
                  href={`${LIST}${filtersQuery({ topic: tag })}`}
                  className={`inline-flex min-h-8 items-center rounded-full bg-stone-200 px-3 text-sm text-stone-800 hover:bg-amber-100 hover:text-amber-900 ${focusRing}`}
                >
                  {tag}
                </a>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-6 flex flex-wrap items-end gap-3">
          <ShareButton path={addressOf('reading-plans', plan.slug)} shareSheet={{ title: plan.title }} copied="Link copied to clipboard!" />
          <PlanCalendarDownload slug={plan.slug} serverToday={todayUtc()} />
        </div>
      </header>

      {plan.cover && (
        <CoverImage image={plan.cover} preload sizes="(min-width: 800px) 768px, 100vw" className="mt-8 h-auto w-full rounded-lg bg-stone-200" />
      )}

      <ReadingPlanReader slug={plan.slug} address={addressOf('reading-plans', plan.slug)} days={plan.days.map(planDayView)} />

      {plan.days.length > 0 && <PlanReminder slug={plan.slug} address={addressOf('reading-plans', plan.slug)} />}
    </article>
  )
}
