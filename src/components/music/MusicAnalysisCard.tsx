import { MusicVerdictBadge } from '@/components/badges/MusicVerdictBadge'
import { Card, CardLabels, CardSummary, CardTitle, type ImageLoading } from '@/components/cards/Card'
import type { MusicAnalysis } from '@/collections/music-analyses/data'
import { addressOf } from '@/collections/addresses'

/** A music card shows at most 2 genres, then "+N" for the rest. */
const GENRES_SHOWN = 2

/** One analysis in the grid; the title's link covers the card. */
export function MusicAnalysisCard({ analysis, imageLoading }: { analysis: MusicAnalysis; imageLoading?: ImageLoading }) {
  return (
    <Card cover={analysis.image} imageLoading={imageLoading}>
      <div>
        <MusicVerdictBadge verdict={analysis.verdict} />
      </div>
      <CardTitle href={addressOf('music-analyses', analysis.slug)}>{analysis.title}</CardTitle>
      <p className="card-byline">
        {analysis.artist} <span aria-hidden="true">–</span>
        <span className="sr-only">,</span> {analysis.song}
      </p>
      <CardLabels labels={analysis.genre} shown={GENRES_SHOWN} name="Genres" className="mt-2" />
      <CardSummary text={analysis.summary} className="mt-3" />
    </Card>
  )
}
