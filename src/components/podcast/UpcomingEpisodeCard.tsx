import { Card, CardLabels, CardSummary } from '@/components/cards/Card'
import type { UpcomingEpisode } from '@/collections/podcast-episodes/data'
import { longDate } from '@/lib/format'
import { EpisodeDuration } from './EpisodeDuration'

const TAGS_SHOWN = 3

/** An episode scheduled for a date: the list's card look, but no link, since it cannot be played yet. */
export function UpcomingEpisodeCard({ episode }: { episode: UpcomingEpisode }) {
  return (
    <Card cover={episode.cover}>
      <p className="text-xs font-semibold uppercase tracking-wide text-amber-900">
        Out <time dateTime={episode.releaseAt}>{longDate(episode.releaseAt)}</time>
      </p>
      <h3 className="card-title">{episode.title}</h3>
      <CardSummary text={episode.summary} />
      <CardLabels labels={episode.tags} shown={TAGS_SHOWN} name="Tags" />
      {episode.duration && (
        <p className="mt-auto pt-3 text-xs text-stone-600">
          Length: <EpisodeDuration duration={episode.duration} />
        </p>
      )}
    </Card>
  )
}
