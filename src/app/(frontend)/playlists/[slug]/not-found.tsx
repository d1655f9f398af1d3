import { NotFoundMessage } from '@/components/notFound/NotFoundMessage'
import { notFoundCopyOf } from '@/lib/sections'

/** An unknown or unpublished playlist (HTTP 404). A first visit gets the same words from app/global-not-found.tsx. */
export default function PlaylistNotFound() {
  return <NotFoundMessage copy={notFoundCopyOf('playlists')} />
}
