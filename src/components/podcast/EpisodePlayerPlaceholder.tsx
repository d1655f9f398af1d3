import type { PodcastEpisode } from '@/collections/podcast-episodes/data'
import { EpisodeDuration } from './EpisodeDuration'

/**
 * Where the episode player will be. Until the first episode is out there is nothing to play, so
 * this says so plainly instead of drawing controls that do nothing.
 */
export function EpisodePlayerPlaceholder({ next }: { next: PodcastEpisode | null }) {
  return (
    <section aria-labelledby="podcast-player-title" className="rounded-xl bg-stone-900 px-6 py-8 text-stone-100 sm:px-8">
      <div className="flex items-start gap-4">
        <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" className="size-10 shrink-0 text-amber-300">
          <path d="M4 15v-3a8 8 0 0 1 16 0v3" strokeLinecap="round" />
          <rect x="3" y="14" width="4" height="7" rx="1.5" />
          <rect x="17" y="14" width="4" height="7" rx="1.5" />
        </svg>
        <div>
          <h2 id="podcast-player-title" className="font-serif text-2xl font-bold text-white">
            Episode player
          </h2>
          <p className="mt-2 text-stone-200">Episodes will play here once the first one is released.</p>
          {next && (
            <p className="mt-3 text-sm text-stone-300">
              First up: <span className="font-semibold text-white">{next.title}</span> (<EpisodeDuration duration={next.duration} />)
            </p>
          )}
        </div>
      </div>
    </section>
  )
}
