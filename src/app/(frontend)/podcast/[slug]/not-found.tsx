import { NotFoundMessage } from '@/components/notFound/NotFoundMessage'
import { notFoundCopyOf } from '@/lib/sections'

/** An unknown, draft or scheduled episode (HTTP 404). A first visit gets the same words from app/global-not-found.tsx. */
export default function EpisodeNotFound() {
  return <NotFoundMessage copy={notFoundCopyOf('podcast')} />
}
