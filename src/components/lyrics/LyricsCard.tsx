import Link from 'next/link'

import { LyricsVerdictBadge } from '@/components/badges/LyricsVerdictBadge'
import { CoverImage } from '@/components/media/CoverImage'
import { PostMeta } from '@/components/posts/PostMeta'
import { truncateSummary } from '@/components/posts/truncateSummary'
import type { LyricsAnalysis } from '@/lib/data/lyricsAnalyses'

type Props = {
  analysis: LyricsAnalysis
  /** How the cover loads, as on the post cards: `preload` for the first card, `eager` for the first row. */
  imageLoading?: 'preload' | 'eager' | 'lazy'
}

/**
 * A lyrics analysis in the list: the post cards' look, with the verdict and the quoted line.
 * The title link stretches over the card (one click target, one tab stop).
 */
export function LyricsCard({ analysis, imageLoading = 'lazy' }: Props) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg border border-stone-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-amber-700">
      {analysis.cover ? (
        <CoverImage
          image={analysis.cover}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          preload={imageLoading === 'preload'}
          loading={imageLoading === 'preload' ? undefined : imageLoading}
          className="aspect-video w-full bg-stone-200 object-cover"
        />
      ) : (
        <div className="aspect-video w-full bg-gradient-to-br from-amber-100 to-stone-200" aria-hidden="true" />
      )}
      <div className="flex flex-1 flex-col p-4">
        <div>
          <LyricsVerdictBadge verdict={analysis.verdict} />
        </div>
        <h2 className="mt-2 font-serif text-lg font-bold leading-snug text-stone-900">
          <Link
            href={`/lyrics-analysis/${analysis.slug}`}
            className="after:absolute after:inset-0 after:content-[''] group-hover:underline focus-visible:outline-none"
          >
            {analysis.title}
          </Link>
        </h2>
        {analysis.quote && (
          <blockquote className="mt-2 border-l-4 border-amber-600 pl-3 font-serif text-sm italic text-stone-700">“{analysis.quote}”</blockquote>
        )}
        <p className="mt-2 line-clamp-3 text-sm text-stone-700">{truncateSummary(analysis.summary)}</p>
        <PostMeta date={analysis.date} readingTime={analysis.readingTime} className="mt-auto pt-3 text-xs text-stone-600" />
      </div>
    </article>
  )
}
