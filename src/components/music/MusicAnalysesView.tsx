import Link from 'next/link'

import { EvaluationDisclaimer } from '@/components/discernment/EvaluationDisclaimer'
import { FilterSearchBox } from '@/components/filters/FilterSearchBox'
import { FilterTransition, PendingResults } from '@/components/filters/FilterTransition'
import { focusRing } from '@/components/forms/styles'
import { Pagination } from '@/components/pagination/Pagination'
import { findMusicAnalyses, listMusicGenres, type MusicListing } from '@/collections/music-analyses/data'
import { payloadClient } from '@/lib/payload'
import { filterHref } from '@/lib/filterAddress'
import type { MusicFilters as Filters } from '@/lib/validation/musicFilters'
import { cardImageLoading } from '@/components/cards/Card'
import { MusicAnalysisCard } from './MusicAnalysisCard'
import { MUSIC_LIST_PATH, MusicFilters } from './MusicFilters'

/** What both list pages say about themselves (title, description, canonical path). */
export const MUSIC_LIST_SEO = {
  title: 'Music Analysis',
  description: 'Popular songs weighed against Scripture, each with a verdict: biblically sound, spiritually risky or unbiblical.',
  basePath: MUSIC_LIST_PATH,
}

/** The music list shows 6 skeleton cards while a filter change loads. */
const SKELETON_CARDS = 6

const message = 'rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700'


function Results({ listing, filters }: { listing: MusicListing; filters: Filters }) {
  if (listing.items.length === 0) {
    const filtered = Boolean(filters.genre || filters.verdict || filters.q || (filters.page ?? 1) > 1)
    return (
      <div className={message}>
        <p>No music analyses found matching your filters.</p>
        {filtered && (
          <Link href={MUSIC_LIST_PATH} className={`mt-3 inline-block font-semibold text-amber-900 underline ${focusRing}`}>
            Show all music analyses
          </Link>
        )}
      </div>
    )
  }
  return (
    <>
      {listing.searching && (
        <p className="mb-4 text-sm text-stone-700">
          {listing.items.length === 1 ? '1 analysis matches' : `${listing.items.length} analyses match`} “{filters.q}”
        </p>
      )}
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {listing.items.map((analysis, i) => (
          <MusicAnalysisCard key={analysis.id} analysis={analysis} imageLoading={cardImageLoading(i)} />
        ))}
      </div>
      {/* A search shows every match at once; a page past the end shows only the empty state. */}
      {!listing.searching && (
        <Pagination
          prefetch={false}
          currentPage={listing.currentPage}
          totalPages={listing.totalPages}
          href={(page) => filterHref(MUSIC_LIST_PATH, filters, { page })}
        />
      )}
    </>
  )
}

/**
 * `/music-analysis` for the filters in its address (none on the cached first view): search,
 * genre and verdict filters, the cards and their pages. Any filter change returns to page 1.
 */
export async function MusicAnalysesView({ filters }: { filters: Filters }) {
  const payload = await payloadClient()
  // A failed read is not caught here: error.tsx beside the pages shows the spec's message, and a
  // cached page that fails to refresh keeps serving its last good copy instead of the error.
  const [listing, genres] = await Promise.all([findMusicAnalyses(payload, filters), listMusicGenres(payload)])
  return (
    <section aria-labelledby="music-title">
      <h1 id="music-title" className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">
        Music Analysis
      </h1>
      <p className="mt-3 max-w-3xl text-stone-700">
        Popular songs weighed against Scripture: what the lyrics say, what they teach about God and people, and a verdict on
        each, so you can choose what you listen to with discernment.
      </p>
      <EvaluationDisclaimer className="mt-6" />

      <FilterTransition>
          <div className="mt-8 space-y-5">
            <FilterSearchBox
              basePath={MUSIC_LIST_PATH}
              current={filters}
              label="Search music analyses"
              placeholder="Search titles, artists, songs, tags"
            />
            <MusicFilters filters={filters} genres={genres} />
          </div>
          <div className="mt-8">
            <PendingResults skeletons={SKELETON_CARDS}>
              <Results listing={listing} filters={filters} />
            </PendingResults>
          </div>
      </FilterTransition>
    </section>
  )
}
