import { Pagination } from '@/components/pagination/Pagination'
import type { Paged } from '@/lib/data/paged'
import type { PodcastEpisode } from '@/collections/podcast-episodes/data'
import { EpisodeCard } from './EpisodeCard'

/** The released episodes, newest first, a page at a time. */
export function EpisodeList({ episodes }: { episodes: Paged<PodcastEpisode> }) {
  return (
    <section aria-labelledby="podcast-episodes-title">
      <h2 id="podcast-episodes-title" className="font-serif text-2xl font-bold text-stone-900 sm:text-3xl">
        Episodes
      </h2>
      {episodes.totalPages > 1 && (
        <p className="mt-2 text-sm text-stone-600">
          Page {episodes.currentPage} of {episodes.totalPages}
        </p>
      )}
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {episodes.items.map((episode) => (
          <EpisodeCard key={episode.id} episode={episode} />
        ))}
      </div>
      <Pagination basePath="/podcast" currentPage={episodes.currentPage} totalPages={episodes.totalPages} />
    </section>
  )
}
