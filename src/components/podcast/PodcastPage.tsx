import type { Paged } from '@/lib/data/paged'
import type { PodcastEpisode, PodcastShow, UpcomingEpisode } from '@/collections/podcast-episodes/data'
import { ComingSoonNotice } from './ComingSoonNotice'
import { EpisodeList } from './EpisodeList'
import { PodcastShowHeader } from './PodcastShowHeader'
import { PodcastSubscribe } from './PodcastSubscribe'
import { UpcomingEpisodes } from './UpcomingEpisodes'

type Props = { show: PodcastShow; episodes: Paged<PodcastEpisode>; upcoming: UpcomingEpisode[] }

/**
 * /podcast and its later pages: the show and where to follow it, the released episodes newest
 * first (or, while there are none, the coming-soon notice), the scheduled ones, and a Subscribe
 * that joins the newsletter for podcast news.
 */
export function PodcastPage({ show, episodes, upcoming }: Props) {
  const released = episodes.items.length > 0
  return (
    <div className="mx-auto max-w-5xl space-y-12">
      <PodcastShowHeader show={show}>{!released && <ComingSoonNotice />}</PodcastShowHeader>
      {released && <EpisodeList episodes={episodes} />}
      <UpcomingEpisodes episodes={upcoming} />
      <PodcastSubscribe released={released} />
    </div>
  )
}
