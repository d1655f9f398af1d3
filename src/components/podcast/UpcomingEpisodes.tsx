import type { PodcastEpisode } from '@/collections/podcast-episodes/data'
import { EpisodeCard } from './EpisodeCard'

/** The next episodes (three cards), or a note when none is announced yet. Below the fold: covers load lazily. */
export function UpcomingEpisodes({ episodes }: { episodes: PodcastEpisode[] }) {
  return (
    <section aria-labelledby="podcast-episodes-title">
      <h2 id="podcast-episodes-title" className="font-serif text-2xl font-bold text-stone-900 sm:text-3xl">
        Upcoming Episodes
      </h2>
      {episodes.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
          No episodes announced yet. Please check back later.
        </p>
      ) : (
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {episodes.map((episode) => (
            <EpisodeCard key={episode.id} episode={episode} />
          ))}
        </div>
      )}
    </section>
  )
}
