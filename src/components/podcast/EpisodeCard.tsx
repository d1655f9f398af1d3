import { Card, CardLabels, CardSummary } from '@/components/cards/Card'
import type { PodcastEpisode } from '@/collections/podcast-episodes/data'
import { EpisodeDuration } from './EpisodeDuration'

const TAGS_SHOWN = 3

/**
 * An upcoming episode: the list's card look, but no link, since nothing can be played or read
 * yet. Its date is left out too: the episode is announced, not released.
 */
export function EpisodeCard({ episode }: { episode: PodcastEpisode }) {
  return (
    <Card cover={episode.cover}>
      <p className="text-xs font-semibold uppercase tracking-wide text-amber-900">Upcoming episode</p>
      <h3 className="card-title">{episode.title}</h3>
      <CardSummary text={episode.summary} />
      <CardLabels labels={episode.tags} shown={TAGS_SHOWN} name="Tags" />
      <p className="mt-auto pt-3 text-xs text-stone-600">
        Length: <EpisodeDuration duration={episode.duration} />
      </p>
    </Card>
  )
}
