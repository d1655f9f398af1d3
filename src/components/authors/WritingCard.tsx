import { Card, CardSummary, CardTitle, type ImageLoading } from '@/components/cards/Card'
import type { Writing, WritingKind } from '@/collections/authors/data'
import { longDate } from '@/lib/format'

const KIND_LABELS: Record<WritingKind, string> = { post: 'Article', 'lyrics-analysis': 'Lyrics analysis', 'music-analysis': 'Music analysis' }

/** One piece on a writer's page: a post or an analysis, with what it is and when it came out. */
export function WritingCard({ writing, imageLoading }: { writing: Writing; imageLoading?: ImageLoading }) {
  return (
    <Card cover={writing.cover} imageLoading={imageLoading}>
      <p className="text-xs font-semibold uppercase tracking-wide text-amber-900">{KIND_LABELS[writing.kind]}</p>
      <CardTitle href={writing.path} level={3}>{writing.title}</CardTitle>
      <CardSummary text={writing.summary} />
      <p className="mt-auto pt-3 text-xs text-stone-600">
        <time dateTime={writing.date}>{longDate(writing.date)}</time>
      </p>
    </Card>
  )
}
