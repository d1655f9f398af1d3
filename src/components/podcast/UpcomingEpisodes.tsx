import type { UpcomingEpisode } from '@/collections/podcast-episodes/data'
import { UpcomingEpisodeCard } from './UpcomingEpisodeCard'

/** The next episodes, those scheduled for a date (three at most); nothing when none is. Below the fold: covers load lazily. */
export function UpcomingEpisodes({ episodes }: { episodes: UpcomingEpisode[] }) {
  if (episodes.length === 0) return null
  return (
    <section aria-labelledby="podcast-upcoming-title">
      <h2 id="podcast-upcoming-title" className="font-serif text-2xl font-bold text-stone-900 sm:text-3xl">
        Upcoming Episodes
      </h2>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {episodes.map((episode) => (
          <UpcomingEpisodeCard key={episode.id} episode={episode} />
        ))}
      </div>
    </section>
  )
}
