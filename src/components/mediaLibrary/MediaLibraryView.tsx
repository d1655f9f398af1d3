import Link from 'next/link'

import { EvaluationDisclaimer } from '@/components/discernment/EvaluationDisclaimer'
import { FilterSearchBox } from '@/components/filters/FilterSearchBox'
import { FilterTransition, PendingResults } from '@/components/filters/FilterTransition'
import { listMediaItems, type MediaItem } from '@/collections/media-items/data'
import { payloadClient } from '@/lib/payload'
import type { MediaFilters } from '@/lib/validation/mediaFilters'
import { cardImageLoading } from '@/components/cards/Card'
import { MediaCard } from './MediaCard'
import { MediaCategoryTabs } from './MediaCategoryTabs'
import { MediaVerdictSelect } from './MediaVerdictSelect'

export const MEDIA_LIBRARY_TITLE = 'Media Library'
export const MEDIA_LIBRARY_INTRO =
  'Songs, movies, sermons and devotionals weighed against Scripture: each with a verdict and a spiritual takeaway.'


function MediaGrid({ items, filtered }: { items: MediaItem[]; filtered: boolean }) {
  if (items.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
        <p>No media found matching your criteria.</p>
        {filtered && (
          <Link href="/media" className="mt-3 inline-block font-semibold text-amber-900 underline hover:text-amber-950">
            Show all media
          </Link>
        )}
      </div>
    )
  }
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, i) => (
        <MediaCard key={item.id} item={item} imageLoading={cardImageLoading(i)} />
      ))}
    </div>
  )
}

/**
 * The media library: search, verdict and category filters from the address, and the
 * cards they leave. `/media` renders it unfiltered and cached, `/media/_filtered` from the query.
 */
export async function MediaLibraryView({ filters }: { filters: MediaFilters }) {
  const payload = await payloadClient()
  const items = await listMediaItems(payload, filters)
  const filtered = Boolean(filters.q || filters.verdict || filters.category)
  return (
    <section aria-labelledby="media-title">
      <h1 id="media-title" className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">
        {MEDIA_LIBRARY_TITLE}
      </h1>
      <p className="mt-2 max-w-3xl text-stone-700">{MEDIA_LIBRARY_INTRO}</p>
      <EvaluationDisclaimer collapsible className="mt-5" />
      <FilterTransition>
        <div className="mt-6 space-y-4">
          <div className="grid gap-3 sm:grid-cols-[1fr_16rem]">
            <FilterSearchBox basePath="/media" current={filters} label="Search media" placeholder="Search titles, creators, tags" />
            <MediaVerdictSelect current={filters} />
          </div>
          <MediaCategoryTabs current={filters} />
        </div>
        <div className="mt-6">
          <PendingResults skeletons={6}>
            <MediaGrid items={items} filtered={filtered} />
          </PendingResults>
        </div>
      </FilterTransition>
    </section>
  )
}
