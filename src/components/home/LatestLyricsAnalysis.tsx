import Link from 'next/link'

import { CoverImage } from '@/components/media/CoverImage'
import { LyricsVerdictBadge } from '@/components/badges/LyricsVerdictBadge'
import { PostMeta } from '@/components/posts/PostMeta'
import { truncateSummary } from '@/components/posts/truncateSummary'
import type { LyricsAnalysis } from '@/collections/lyrics-analyses/data'
import { addressOf } from '@/collections/addresses'

/** The home page's "latest lyrics analysis" block, linking to it and to the whole list. */
export function LatestLyricsAnalysis({ analysis }: { analysis: LyricsAnalysis }) {
  return (
    <section aria-labelledby="lyrics-title" className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="lyrics-title" className="font-serif text-2xl font-bold text-stone-900">
          Latest Lyrics Analysis
        </h2>
        <Link href="/lyrics-analysis" className="text-sm font-semibold text-amber-900 underline hover:text-amber-950">
          View all lyrics analyses
        </Link>
      </div>
      <div className="mt-4 grid gap-5 md:grid-cols-[16rem_1fr]">
        {analysis.cover && (
          <CoverImage
            image={analysis.cover}
            sizes="(min-width: 768px) 256px, 100vw"
            className="aspect-video w-full rounded-lg object-cover"
          />
        )}
        <div>
          <LyricsVerdictBadge verdict={analysis.verdict} />
          <h3 className="mt-2 font-serif text-xl font-bold text-stone-900">
            <Link href={addressOf('lyrics-analyses', analysis.slug)} className="hover:underline">
              {analysis.title}
            </Link>
          </h3>
          {analysis.quote && (
            <blockquote className="mt-2 border-l-4 border-amber-600 pl-3 font-serif italic text-stone-700">“{analysis.quote}”</blockquote>
          )}
          <p className="mt-2 line-clamp-3 text-sm text-stone-700">{truncateSummary(analysis.summary)}</p>
          <PostMeta date={analysis.date} readingTime={analysis.readingTime} className="mt-2 text-xs text-stone-600" />
        </div>
      </div>
    </section>
  )
}
