import Link from 'next/link'

import { MediaCategoryBadge } from '@/components/badges/MediaBadges'
import type { PlaylistTrack } from '@/collections/playlists/data'
import { addressOf } from '@/collections/addresses'

/** The playlist's first two tracks; each title's link covers its box and opens the media item. */
export function FeaturedTracks({ tracks }: { tracks: PlaylistTrack[] }) {
  if (tracks.length === 0) return <p className="text-stone-600">No tracks have been added to this playlist yet.</p>
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {tracks.map((track) => (
        <li key={track.id} className="relative rounded-lg border border-stone-200 bg-white p-4 shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-amber-700">
          <MediaCategoryBadge category={track.category} />
          <h3 className="mt-2 font-serif text-lg font-bold leading-snug text-stone-900">
            <Link href={addressOf('media-items', track.slug)} className="card-link hover:underline">
              {track.title}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-stone-700">{track.creator}</p>
        </li>
      ))}
    </ul>
  )
}
