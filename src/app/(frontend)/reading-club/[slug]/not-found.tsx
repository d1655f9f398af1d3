import { NotFoundMessage } from '@/components/notFound/NotFoundMessage'
import { notFoundCopyOf } from '@/lib/sections'

/** An unknown or unpublished book (HTTP 404). A first visit gets the same words from app/global-not-found.tsx. */
export default function BookNotFound() {
  return <NotFoundMessage copy={notFoundCopyOf('reading-club')} />
}
