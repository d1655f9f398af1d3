import { cardImageLoading } from '@/components/cards/Card'
import type { Playlist } from '@/collections/playlists/data'
import { PlaylistCard } from './PlaylistCard'

export const PLAYLISTS_TITLE = 'Playlists'
export const PLAYLISTS_INTRO = 'Songs, sermons and devotionals gathered around one theme, to listen to in one sitting.'

/** `/playlists`: the title, then a card per playlist or the spec's empty text. */
export function PlaylistList({ playlists }: { playlists: Playlist[] }) {
  return (
    <section aria-labelledby="playlists-title">
      <h1 id="playlists-title" className="font-serif text-3xl font-bold text-stone-900 sm:text-4xl">
        {PLAYLISTS_TITLE}
      </h1>
      <p className="mt-2 max-w-3xl text-stone-700">{PLAYLISTS_INTRO}</p>
      <div className="mt-6">
        {playlists.length === 0 ? (
          <p className="rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
            No playlists found. Please check back later.
          </p>
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {playlists.map((playlist, i) => (
              <PlaylistCard key={playlist.id} playlist={playlist} imageLoading={cardImageLoading(i)} />
            ))}
          </div>
        )}
      </div>
    </section>
  )
}
