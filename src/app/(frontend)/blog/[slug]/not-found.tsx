import { NotFoundMessage } from '@/components/notFound/NotFoundMessage'
import { notFoundCopyOf } from '@/lib/sections'

/** An unknown or unpublished post (HTTP 404). A first visit gets the same words from app/global-not-found.tsx. */
export default function PostNotFound() {
  return <NotFoundMessage copy={notFoundCopyOf('blog')} />
}
