import { MediaCategoryBadge, MediaVerdictBadge } from '@/components/badges/MediaBadges'
import { Card, CardLabels, CardSummary, CardTitle, type ImageLoading } from '@/components/cards/Card'
import type { MediaItem } from '@/collections/media-items/data'
import { longDate } from '@/lib/format'
import { addressOf } from '@/collections/addresses'

/** A media card shows at most two tags, then "+N" for the rest. */
const TAGS_SHOWN = 2

/** A media item in the library; the title's link covers the card. */
export function MediaCard({ item, imageLoading }: { item: MediaItem; imageLoading?: ImageLoading }) {
  return (
    <Card cover={item.cover} imageLoading={imageLoading}>
      <div className="flex flex-wrap gap-2">
        <MediaCategoryBadge category={item.category} />
        <MediaVerdictBadge verdict={item.verdict} />
      </div>
      <CardTitle href={addressOf('media-items', item.slug)}>{item.title}</CardTitle>
      <p className="mt-1 text-sm font-medium text-stone-700">{item.creator}</p>
      <CardSummary text={item.summary} />
      <CardLabels labels={item.tags} shown={TAGS_SHOWN} name="Tags" />
      <p className="mt-auto pt-3 text-xs text-stone-600">
        <time dateTime={item.date}>{longDate(item.date)}</time>
      </p>
    </Card>
  )
}
