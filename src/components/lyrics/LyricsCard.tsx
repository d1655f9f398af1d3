import { LyricsVerdictBadge } from '@/components/badges/LyricsVerdictBadge'
import { Card, CardSummary, CardTitle, type ImageLoading } from '@/components/cards/Card'
import { PostMeta } from '@/components/posts/PostMeta'
import type { LyricsAnalysis } from '@/collections/lyrics-analyses/data'
import { addressOf } from '@/collections/addresses'

/** A lyrics analysis in the list: the post cards' look, with the verdict and the quoted line. */
export function LyricsCard({ analysis, imageLoading }: { analysis: LyricsAnalysis; imageLoading?: ImageLoading }) {
  return (
    <Card cover={analysis.cover} imageLoading={imageLoading}>
      <div>
        <LyricsVerdictBadge verdict={analysis.verdict} />
      </div>
      <CardTitle href={addressOf('lyrics-analyses', analysis.slug)}>{analysis.title}</CardTitle>
      {analysis.quote && (
        <blockquote className="mt-2 border-l-4 border-amber-600 pl-3 font-serif text-sm italic text-stone-700">“{analysis.quote}”</blockquote>
      )}
      <CardSummary text={analysis.summary} />
      <PostMeta date={analysis.date} readingTime={analysis.readingTime} className="mt-auto pt-3 text-xs text-stone-600" />
    </Card>
  )
}
