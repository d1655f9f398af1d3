import Link from 'next/link'

import { MusicVerdictBadge } from '@/components/badges/MusicVerdictBadge'
import { CoverImage } from '@/components/media/CoverImage'
import { truncateSummary } from '@/components/posts/truncateSummary'
import type { MusicAnalysis } from '@/lib/data/musicAnalyses'

/** SPEC §9: a music card shows at most 2 genres, then "+N" for the rest. */
const GENRES_SHOWN = 2

type Props = {
  analysis: MusicAnalysis
  /** As on the post cards: `preload` for the page's largest image, `eager` above the fold. */
  imageLoading?: 'preload' | 'eager' | 'lazy'
}

/** One analysis in the grid; the title link stretches over the card (one click target, one tab stop). */
export function MusicAnalysisCard({ analysis, imageLoading = 'lazy' }: Props) {
  const shown = analysis.genre.slice(0, GENRES_SHOWN)
  const more = analysis.genre.length - shown.length
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-amber-700">
      {analysis.image ? (
        <CoverImage
          image={analysis.image}
          sizes="(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"
          preload={imageLoading === 'preload'}
          loading={imageLoading === 'preload' ? undefined : imageLoading}
          className="aspect-video w-full bg-stone-200 object-cover"
        />
      ) : (
        <div className="aspect-video w-full bg-gradient-to-br from-amber-100 to-stone-200" aria-hidden="true" />
      )}
      <div className="flex flex-1 flex-col p-4">
        <div>
          <MusicVerdictBadge verdict={analysis.verdict} />
        </div>
        <h2 className="mt-2 font-serif text-lg font-bold leading-snug text-stone-900">
          <Link
            href={`/music-analysis/${analysis.slug}`}
            className="after:absolute after:inset-0 after:content-[''] group-hover:underline focus-visible:outline-none"
          >
            {analysis.title}
          </Link>
        </h2>
        <p className="mt-1 text-sm font-medium text-stone-700">
          {analysis.artist} <span aria-hidden="true">–</span>
          <span className="sr-only">,</span> {analysis.song}
        </p>
        {shown.length > 0 && (
          <ul aria-label="Genres" className="mt-2 flex flex-wrap gap-1.5">
            {shown.map((genre) => (
              <li key={genre} className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs text-stone-800">
                {genre}
              </li>
            ))}
            {more > 0 && (
              <li className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs text-stone-800">
                +{more}
                <span className="sr-only"> more</span>
              </li>
            )}
          </ul>
        )}
        <p className="mt-3 line-clamp-3 text-sm text-stone-700">{truncateSummary(analysis.summary)}</p>
      </div>
    </article>
  )
}
