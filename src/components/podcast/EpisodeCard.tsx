import { Card, CardLabels, CardSummary, CardTitle } from '@/components/cards/Card'
import type { PodcastEpisode } from '@/collections/podcast-episodes/data'
import { addressOf } from '@/collections/addresses'
import { longDate } from '@/lib/format'
import { EpisodeDuration } from './EpisodeDuration'
import { episodeLabel } from './episodeLabel'

const TAGS_SHOWN = 3

/** A released episode in the list: the card is a link to its page, where it plays. */
export function EpisodeCard({ episode }: { episode: PodcastEpisode }) {
  const label = episodeLabel(episode)
  return (
    <Card cover={episode.cover}>
      {label && <p className="text-xs font-semibold uppercase tracking-wide text-amber-900">{label}</p>}
      <CardTitle href={addressOf('podcast-episodes', episode.slug)} level={3}>
        {episode.title}
      </CardTitle>
      <CardSummary text={episode.summary} />
      <CardLabels labels={episode.tags} shown={TAGS_SHOWN} name="Tags" />
      <p className="mt-auto pt-3 text-xs text-stone-600">
        <time dateTime={episode.date}>{longDate(episode.date)}</time>
        <span aria-hidden="true"> · </span>
        Length: <EpisodeDuration duration={episode.duration} />
      </p>
    </Card>
  )
}
