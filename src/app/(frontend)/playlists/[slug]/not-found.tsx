import Link from 'next/link'

import { primaryButtonClass } from '@/components/forms/styles'

/** An unknown or unpublished playlist (HTTP 404). */
export default function PlaylistNotFound() {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="font-serif text-3xl font-bold text-stone-900">Playlist not found</h1>
      <p className="mt-4 text-stone-700">The playlist you are looking for does not exist or is no longer published.</p>
      <Link href="/playlists" className={`mt-8 ${primaryButtonClass}`}>
        Back to Playlists
      </Link>
    </div>
  )
}
