import { EvaluationDisclaimer } from '@/components/discernment/EvaluationDisclaimer'
import { Pagination } from '@/components/pagination/Pagination'
import type { LyricsAnalysis } from '@/collections/lyrics-analyses/data'
import type { Paged } from '@/lib/data/paged'
import { cardImageLoading } from '@/components/cards/Card'
import { LyricsCard } from './LyricsCard'

export const LYRICS_TITLE = 'Lyrics Analysis'
export const LYRICS_INTRO = 'Popular songs read closely: what their lyrics say, the line that carries them, and how it measures against Scripture.'


/** `/lyrics-analysis` and its later pages: title, the disclaimer, cards and pagination. */
export function LyricsListPage({ analyses }: { analyses: Paged<LyricsAnalysis> }) {
  return (
    <section aria-labelledby="lyrics-title">
      <h1 id="lyrics-title" className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">
        {LYRICS_TITLE}
      </h1>
      <p className="mt-2 max-w-3xl text-stone-700">{LYRICS_INTRO}</p>
      {analyses.totalPages > 1 && (
        <p className="mt-2 text-sm text-stone-600">
          Page {analyses.currentPage} of {analyses.totalPages}
        </p>
      )}
      <EvaluationDisclaimer className="mt-5" />
      <div className="mt-6">
        {analyses.items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
            No lyrics analyses yet. Please check back later.
          </p>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {analyses.items.map((analysis, i) => (
              <LyricsCard key={analysis.id} analysis={analysis} imageLoading={cardImageLoading(i)} />
            ))}
          </div>
        )}
      </div>
      <Pagination basePath="/lyrics-analysis" currentPage={analyses.currentPage} totalPages={analyses.totalPages} />
    </section>
  )
}
